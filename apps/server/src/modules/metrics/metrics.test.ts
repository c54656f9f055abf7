import { LAB_OPEN_METRIC, RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('live metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown, key?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/LiveMetrics',
      payload: body as object,
      headers: key ? { 'x-api-key': key } : {},
    });

  it('GET LiveMetrics needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/LiveMetrics' })).statusCode).toBe(401);
  });

  it('POST LiveMetrics needs the sensor key, not a user', async () => {
    const admin = await t.createUser([RoleName.Admin]);
    expect((await post({ name: LAB_OPEN_METRIC, value: 'true' })).statusCode).toBe(401);
    expect((await post({ name: LAB_OPEN_METRIC, value: 'true' }, 'wrong-key')).statusCode).toBe(401);
    const asAdmin = await t.inject({
      method: 'POST',
      url: '/api/LiveMetrics',
      payload: { name: LAB_OPEN_METRIC, value: 'true' },
      user: admin,
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('records the sensor value with the time it arrived; the latest value wins', async () => {
    t.clock.set('2026-03-10T08:00:00Z');
    expect((await post({ name: LAB_OPEN_METRIC, value: 'true' }, 'test-metrics-key')).statusCode).toBe(204);
    t.clock.set('2026-03-10T16:30:00Z');
    expect((await post({ name: LAB_OPEN_METRIC, value: 'false' }, 'test-metrics-key')).statusCode).toBe(204);

    for (const role of [RoleName.Loaner, RoleName.Clerk, RoleName.Admin]) {
      const res = await t.inject({ method: 'GET', url: '/api/LiveMetrics', user: await t.createUser([role]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ name: LAB_OPEN_METRIC, value: 'false', lastUpdated: '2026-03-10T16:30:00.000Z' }]);
    }
  });

  it('refuses values other than true and false, and a missing name, with a 400 problem', async () => {
    for (const body of [{ name: LAB_OPEN_METRIC, value: 'maybe' }, { value: 'true' }, { name: '  ', value: 'true' }]) {
      const res = await post(body, 'test-metrics-key');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
