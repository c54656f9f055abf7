import { DEFAULT_LAB_NAME, messages } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';

describe("the lab's own settings (Lab)", () => {
  const t = useSuiteApp();
  const read = (user: TestUser) => t.inject({ method: 'GET', url: '/api/Lab', user });
  const write = (payload: object, user: TestUser = t.admin) =>
    t.inject({ method: 'PUT', url: '/api/Lab', user, payload });
  const lab = { name: 'Elektroniklaboratoriet', noticeEmail: 'elab@uni.example' };

  itNeedsAToken(t, [
    ['GET', '/api/Lab'],
    ['PUT', '/api/Lab', lab],
  ]);

  it('lets only Admins change them', async () => {
    for (const user of [t.loaner, t.clerk]) {
      const res = await write(lab, user);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await read(t.admin)).json()).toEqual({ name: DEFAULT_LAB_NAME, noticeEmail: null, rules: null });
  });

  it('gives the name to everyone and the notice address to Admins only', async () => {
    const saved = await write({ ...lab, noticeEmail: '  elab@uni.example ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...lab, rules: null });
    expect((await read(t.admin)).json()).toEqual({ ...lab, rules: null });
    for (const user of [t.loaner, t.clerk]) {
      const res = await read(user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: lab.name, rules: null });
    }
  });

  it('stores no notice address for an empty or missing one', async () => {
    for (const payload of [{ ...lab, noticeEmail: '' }, { ...lab, noticeEmail: null }, { name: lab.name }]) {
      await write(lab);
      const res = await write(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().noticeEmail).toBeNull();
    }
  });

  it.each([
    ['no name', { noticeEmail: lab.noticeEmail }, 'name'],
    ['a blank name', { ...lab, name: '   ' }, 'name'],
    ['a name too long', { ...lab, name: 'x'.repeat(201) }, 'name'],
    ['an address that is not one', { ...lab, noticeEmail: 'elab at uni' }, 'noticeEmail'],
    ['a list of addresses', { ...lab, noticeEmail: 'a@uni.example, b@uni.example' }, 'noticeEmail'],
    ['the rules, which this server does not keep yet', { ...lab, rulesText: 'Be kind' }, 'body'],
  ])('refuses %s with a 400 naming the field, and keeps what was stored', async (_name, payload, field) => {
    await write(lab);
    const res = await write(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toHaveProperty(field);
    if (field === 'noticeEmail') expect(res.json().errors.noticeEmail).toEqual([messages.emailInvalid]);
    expect((await read(t.admin)).json()).toEqual({ ...lab, rules: null });
  });
});
