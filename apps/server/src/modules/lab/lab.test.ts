import { DEFAULT_LAB_NAME, MAX_LAB_RULES_LENGTH, messages } from '@labstock/shared';
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
    ['rules longer than a page', { ...lab, rulesText: 'x'.repeat(MAX_LAB_RULES_LENGTH + 1) }, 'rulesText'],
    ['a field the lab does not keep', { ...lab, openingHours: '9-16' }, 'body'],
  ])('refuses %s with a 400 naming the field, and keeps what was stored', async (_name, payload, field) => {
    await write(lab);
    const res = await write(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toHaveProperty(field);
    if (field === 'noticeEmail') expect(res.json().errors.noticeEmail).toEqual([messages.emailInvalid]);
    expect((await read(t.admin)).json()).toEqual({ ...lab, rules: null });
  });

  describe('rules', () => {
    const writeRules = async (rulesText: string) => {
      const res = await write({ ...lab, rulesText });
      expect(res.statusCode).toBe(200);
      return res.json().rules;
    };
    // The suite's lab starts without rules; each case writes from where the one before left them.
    const rulesSeenBy = async (user: TestUser) => (await read(user)).json().rules;

    it('makes a changed text the next version, and the same text no new one', async () => {
      const first = await writeRules('Wear safety glasses at the bench.');
      expect(first).toEqual({
        text: 'Wear safety glasses at the bench.',
        version: 1,
        updatedAt: t.clock.now().toISOString(),
      });
      t.clock.advanceDays(1);
      expect(await writeRules('  Wear safety glasses at the bench.\n')).toEqual(first);
      const second = await writeRules('Wear safety glasses.\nNo food in the lab.');
      expect(second).toEqual({
        text: 'Wear safety glasses.\nNo food in the lab.',
        version: 2,
        updatedAt: t.clock.now().toISOString(),
      });
    });

    it('gives the current rules to every role', async () => {
      for (const user of [t.loaner, t.clerk, t.admin]) {
        expect(await rulesSeenBy(user)).toMatchObject({
          text: 'Wear safety glasses.\nNo food in the lab.',
          version: 2,
        });
      }
    });

    it('keeps the rules when PUT Lab does not send them, as the settings form does not', async () => {
      const res = await write({ ...lab, name: 'The electronics workshop' });
      expect(res.statusCode).toBe(200);
      expect(res.json().rules).toMatchObject({ version: 2 });
    });

    it('removes the rules for an empty text, and numbers rules written again after the removal', async () => {
      expect(await writeRules('')).toBeNull();
      for (const user of [t.loaner, t.clerk, t.admin]) expect(await rulesSeenBy(user)).toBeNull();
      expect(await writeRules('   ')).toBeNull();
      expect(await writeRules('No food in the lab.')).toMatchObject({ text: 'No food in the lab.', version: 4 });
    });
  });
});
