import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { LAB_ADMIN, signIn } from '../lab-api.js';
import { type ProcessDatabase, postInTwoParts, processDatabase, startServer } from '../server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server, jobs on, stopped by SIGTERM as a process manager or a container runtime stops it. */
describe('graceful shutdown', () => {
  let database: ProcessDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await processDatabase();
    env = { ...database.env, BOOTSTRAP_ADMINS: LAB_ADMIN, JOBS: 'on', SHUTDOWN_DEADLINE_SECONDS: '5' };
  });
  afterAll(() => database.dispose());

  it('gives a stop 10 s unless SHUTDOWN_DEADLINE_SECONDS says otherwise, and refuses a deadline that is no number of seconds', () => {
    expect(loadConfig({}).SHUTDOWN_DEADLINE_SECONDS).toBe(10);
    expect(loadConfig({ SHUTDOWN_DEADLINE_SECONDS: '30' }).SHUTDOWN_DEADLINE_SECONDS).toBe(30);
    for (const wrong of ['0', '-1', '2.5', 'soon', '3601']) {
      expect(() => loadConfig({ SHUTDOWN_DEADLINE_SECONDS: wrong })).toThrow(/SHUTDOWN_DEADLINE_SECONDS/);
    }
  });

  it('turns readiness off at once, finishes the request in flight and exits 0 within the deadline', async () => {
    const server = await startServer(env);
    try {
      const admin = await signIn(server.url, LAB_ADMIN);
      let signalledAt = 0;
      let readyWhileStopping = 0;
      const status = await postInTwoParts(
        server,
        '/api/Category',
        admin.token,
        { name: 'Made while stopping' },
        async () => {
          // The headers reach the server first: the request is in flight when the signal comes.
          await sleep(300);
          server.child.kill('SIGTERM');
          signalledAt = Date.now();
          await sleep(300);
          readyWhileStopping = (await fetch(`${server.url}/api/ready`)).status;
          await sleep(700);
        },
      );
      expect(status).toBe(201);
      expect(readyWhileStopping).toBe(503);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(5000);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 120_000);

  it('gives up on a request that outlasts SHUTDOWN_DEADLINE_SECONDS and exits 1 then', async () => {
    const server = await startServer({ ...env, SHUTDOWN_DEADLINE_SECONDS: '1' });
    try {
      const admin = await signIn(server.url, LAB_ADMIN);
      let signalledAt = 0;
      // The body's second part never comes before the process has ended.
      const status = await postInTwoParts(server, '/api/Category', admin.token, { name: 'Never made' }, async () => {
        await sleep(300);
        server.child.kill('SIGTERM');
        signalledAt = Date.now();
        await server.exited;
      });
      expect(status).toBe(0);
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(4000);
      expect(server.output.join('')).toContain('shutdown did not finish within SHUTDOWN_DEADLINE_SECONDS (1 s)');
    } finally {
      await server.stop('SIGKILL');
    }
  }, 120_000);
});
