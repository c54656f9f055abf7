import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedDemoDataIfEmpty } from '../../apps/server/src/db/seed.js';
import { addComponentTypes, seedCategories } from '../seed/large-lab.js';

/** The demo catalogue has 32 types; these many more fill a page of 50 cards with some to spare. */
const EXTRA_TYPES = 68;

export interface LabServer {
  url: string;
  /** A product token through the embedded provider's dev-token and POST /api/Loaners/token. */
  productToken(username: string): Promise<string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function postJson<T>(url: string, init: { body?: unknown; bearer?: string }): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The real server with the demo lab (and its sign-in provider) on a fresh PGlite, serving the given build. */
export async function startLabServer(webDist: string): Promise<LabServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labstock-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // Production would need an external OIDC issuer; the embedded provider signs in here.
    APP_ENV: 'Test',
    JOBS: 'off',
  });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db, config);
  await seedCategories(database.db);
  await addComponentTypes(database.db, EXTRA_TYPES);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: config.HOST, port });
  return {
    url,
    async productToken(username) {
      const sso = await postJson<{ access_token: string }>(`${url}/idp/dev-token`, { body: { username } });
      const product = await postJson<{ token: string }>(`${url}/api/Loaners/token`, { bearer: sso.access_token });
      return product.token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
