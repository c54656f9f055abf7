import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite } from './client.js';

describe('embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labstock-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    APP_ENV: 'Test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3998',
    WEB_DIST: '/nonexistent',
  });

  /** One server run on the data folder: migrate, build, do something, stop. */
  async function withServer<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.migrate();
    const app = await buildApp({ config, database });
    try {
      return await work(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  async function ssoToken(app: Awaited<ReturnType<typeof buildApp>>, username: string) {
    const res = await app.inject({ method: 'POST', url: '/idp/dev-token', payload: { username } });
    return res.json().access_token as string;
  }

  it('keeps a registered user, and the keys that sign tokens, across a restart', async () => {
    const username = 'au424242@uni.example';
    const firstToken = await withServer(async (app) => {
      const sso = await ssoToken(app, username);
      const registered = await app.inject({
        method: 'POST',
        url: '/api/Loaners/register',
        headers: { authorization: `Bearer ${sso}` },
        payload: {
          firstName: 'Rie',
          lastName: 'Restart',
          studentNo: '202412',
          mobileNo: '12345678',
          email: 'rie@uni.example',
        },
      });
      expect(registered.statusCode).toBe(201);
      return registered.json().token as string;
    });

    await withServer(async (app) => {
      // The product token issued before the restart is still valid: the key was kept in the database.
      const me = await app.inject({
        method: 'GET',
        url: '/api/Loaners/Loaner',
        headers: { authorization: `Bearer ${firstToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ auId: 'au424242', firstName: 'Rie' });
      const token = await app.inject({
        method: 'POST',
        url: '/api/Loaners/token',
        headers: { authorization: `Bearer ${await ssoToken(app, username)}` },
      });
      const claims = JSON.parse(Buffer.from(token.json().token.split('.')[1], 'base64url').toString());
      expect(claims.role).toEqual(['Loaner']);
    });
  });
});
