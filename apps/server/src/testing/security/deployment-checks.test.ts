import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { checkDeployment } from '../../deployment-checks.js';
import { processDatabase, runToEnd, startServer } from '../server-process.js';
import { createTestApp, type TestApp } from '../test-app.js';

const ISSUER = 'https://login.uni.example/realms/lab';
const POSTGRES = 'postgres://labstock@db.uni.example:5432/labstock';
const check = (env: NodeJS.ProcessEnv) => checkDeployment(loadConfig(env));
/** What the production checklist says Production must have, besides APP_ENV itself. */
const PRODUCTION = {
  APP_ENV: 'Production',
  OIDC_ISSUER: ISSUER,
  DATABASE_URL: POSTGRES,
  PUBLIC_URL: 'https://labstock.uni.example',
  JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
};

/** No setting a lab would deploy silently offers the password-less sign-in or the demo's Admin (decision 014). */
describe('what a deployment must set', () => {
  it('keeps `npm start` with no settings a trial: embedded sign-in on loopback, demo data, a warning', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ embeddedIdp: true, HOST: 'localhost', seedDemo: true });
    expect(checkDeployment(config)).toEqual({
      refusals: [],
      warnings: [expect.stringMatching(/^The development sign-in is on: anyone on this machine can sign in as anyone/)],
    });
  });

  it('never seeds the demo data in Production, and refuses to start when SEED_DEMO=true asks for it', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(check(PRODUCTION).refusals).toEqual([]);
    expect(check({ ...PRODUCTION, SEED_DEMO: 'true' }).refusals).toEqual([
      expect.stringMatching(/^SEED_DEMO=true: the demo data and its Admin and Clerk accounts are never seeded/),
    ]);
  });

  it('refuses Production without DATABASE_URL, PUBLIC_URL or JWT_SECRET, naming each that is missing', () => {
    expect(check({ APP_ENV: 'Production', OIDC_ISSUER: ISSUER }).refusals).toEqual([
      expect.stringMatching(/^DATABASE_URL: required with APP_ENV=Production: the embedded database is for a trial/),
      expect.stringMatching(/^PUBLIC_URL: required with APP_ENV=Production: the address users reach Labstock at/),
      expect.stringMatching(/^JWT_SECRET: required with APP_ENV=Production: the key product tokens are signed with/),
    ]);
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET'] as const) {
      expect(check({ ...PRODUCTION, [name]: undefined }).refusals, name).toEqual([
        expect.stringMatching(new RegExp(`^${name}: required with APP_ENV=Production`)),
      ]);
    }
    // An env file's empty DATABASE_URL= counts as unset (the others are refused as invalid when empty).
    expect(check({ ...PRODUCTION, DATABASE_URL: '' }).refusals).toEqual([
      expect.stringMatching(/^DATABASE_URL: required with APP_ENV=Production/),
    ]);
    // Outside Production a trial needs none of them.
    expect(check({ OIDC_ISSUER: ISSUER }).refusals).toEqual([]);
  });

  it("seeds no demo beside an organisation's issuer unless asked, and warns when asked", () => {
    expect(loadConfig({ OIDC_ISSUER: ISSUER }).seedDemo).toBe(false);
    expect(check({ OIDC_ISSUER: ISSUER, SEED_DEMO: 'true' }).warnings).toEqual([
      expect.stringContaining(`whoever signs in at ${ISSUER} as a demo account's AU id (au100001, au100002)`),
    ]);
  });

  it('refuses the development sign-in in Production, even when asked for by name', () => {
    for (const env of [{ APP_ENV: 'Production' }, { APP_ENV: 'Production', DEV_SIGN_IN: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(/OIDC_ISSUER: required with APP_ENV=Production/);
    }
  });

  it('refuses the development sign-in beside DATABASE_URL unless DEV_SIGN_IN=true asks for it, then warns', () => {
    expect(check({ DATABASE_URL: POSTGRES }).refusals).toEqual([
      "OIDC_ISSUER: required with DATABASE_URL: set it to the organisation's OpenID Connect issuer, or set " +
        'DEV_SIGN_IN=true for a trial in which anyone may sign in as anyone.',
    ]);
    const asked = loadConfig({ DATABASE_URL: POSTGRES, DEV_SIGN_IN: 'true' });
    expect(asked).toMatchObject({ embeddedIdp: true, HOST: 'localhost', seedDemo: false });
    expect(checkDeployment(asked)).toEqual({ refusals: [], warnings: [expect.stringContaining('sign in as anyone')] });
  });

  it('refuses DEV_SIGN_IN that contradicts OIDC_ISSUER', () => {
    expect(check({ DEV_SIGN_IN: 'false' }).refusals).toEqual([
      'OIDC_ISSUER: required with DEV_SIGN_IN=false: without it nobody can sign in.',
    ]);
    expect(check({ OIDC_ISSUER: ISSUER, DEV_SIGN_IN: 'true' }).refusals).toEqual([
      'DEV_SIGN_IN=true: the development sign-in replaces OIDC_ISSUER; set only one of them.',
    ]);
  });

  it('takes an empty HOST for unset', () => {
    expect(loadConfig({ HOST: '' }).HOST).toBe('localhost');
    expect(loadConfig({ HOST: '', OIDC_ISSUER: ISSUER }).HOST).toBe('0.0.0.0');
  });

  it('says so when the development sign-in listens beyond this machine', () => {
    expect(check({ HOST: '0.0.0.0' }).warnings).toEqual([
      expect.stringContaining('anyone from any machine that reaches 0.0.0.0:3000 can sign in as anyone'),
    ]);
  });

  it("listens on every interface with the organisation's issuer, and warns of nothing", () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ embeddedIdp: false, HOST: '0.0.0.0' });
    expect(checkDeployment(config)).toEqual({ refusals: [], warnings: [] });
  });
});

// Each test starts the server as a process (tsx, migrations): on a busy machine that takes longer than a request.
describe('the server at start', { timeout: 120_000 }, () => {
  it('refuses the development sign-in beside DATABASE_URL before it touches the database, saying what to set', async () => {
    const refused = await runToEnd('server.ts', { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Labstock refuses to start:\n  OIDC_ISSUER: required with DATABASE_URL');
  });

  it('refuses SEED_DEMO=true in Production', async () => {
    const refused = await runToEnd('server.ts', { ...PRODUCTION, SEED_DEMO: 'true' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Labstock refuses to start:\n  SEED_DEMO=true: the demo data and its Admin and Clerk accounts are never seeded',
    );
  });

  it('refuses Production with nothing but its issuer set, naming each missing setting', async () => {
    const refused = await runToEnd('server.ts', { APP_ENV: 'Production', OIDC_ISSUER: ISSUER });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Labstock refuses to start:\n  DATABASE_URL: required with APP_ENV=Production');
    expect(refused.output).toContain('\n  PUBLIC_URL: required with APP_ENV=Production');
    expect(refused.output).toContain('\n  JWT_SECRET: required with APP_ENV=Production');
    expect(refused.output).not.toContain('Labstock is running');
  });

  it('warns loudly in its log when the development sign-in is on, and names one address', async () => {
    const database = await processDatabase();
    try {
      const server = await startServer(database.env);
      await server.stop();
      const output = server.output.join('');
      expect(output).toMatch(
        /"level":40,[^\n]*The development sign-in is on: anyone on this machine can sign in as anyone/,
      );
      expect(output.match(/http:\/\/[^\s"]+/g)).toEqual([server.url]);
    } finally {
      await database.dispose();
    }
  });
});

describe('the development sign-in is rate limited', () => {
  const LIMIT = 2;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After on POST /idp/dev-token past RATE_LIMIT_PER_MINUTE', async () => {
    const devToken = () => t.inject({ method: 'POST', url: '/idp/dev-token', payload: { username: 'au100001' } });
    for (let i = 0; i < LIMIT; i++) expect((await devToken()).statusCode).toBe(200);
    const refused = await devToken();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ status: 429, detail: 'Too many sign-ins: try again in 1 minute.' });
  });

  it("answers 429 with a page on the sign-in form's post past RATE_LIMIT_PER_MINUTE", async () => {
    const signIn = () =>
      t.inject({
        method: 'POST',
        url: '/idp/interaction/some-sign-in/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=au100001',
      });
    for (let i = 0; i < LIMIT; i++) expect((await signIn()).statusCode).not.toBe(429);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Too many sign-ins: try again in 1 minute.');
  });
});
