import { type EmailLog, EmailStatus, RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';

const routes = [
  { method: 'GET', url: '/api/mail' },
  { method: 'GET', url: '/api/mail/reminder/template' },
  { method: 'GET', url: '/api/mail/reminder/count' },
  { method: 'POST', url: '/api/mail/reminder' },
] as const;

describe('mail routes', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
  });
  afterAll(() => t.close());

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await t.inject(route);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it.each(routes)('$method $url answers 403 to a Clerk and to a Loaner', async (route) => {
    const clerk = await t.createUser([RoleName.Clerk]);
    const loaner = await t.createUser([RoleName.Loaner]);
    expect((await t.inject({ ...route, user: clerk })).statusCode).toBe(403);
    expect((await t.inject({ ...route, user: loaner })).statusCode).toBe(403);
  });

  it('gives the reminder template with the placeholders the preview shows', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/mail/reminder/template', user: admin });
    expect(res.statusCode).toBe(200);
    const { subject, body } = res.json<{ subject: string; body: string }>();
    expect(subject).toBe('Reminder: overdue loan(s) from the electronics lab');
    expect(body).toContain('Dear {name},');
    expect(body).toContain('{components}');
  });

  it('counts nobody and sends nothing when no loan is overdue', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/mail/reminder/count', user: admin })).json()).toEqual({
      count: 0,
    });
    const res = await t.inject({ method: 'POST', url: '/api/mail/reminder', user: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 0, failed: 0, total: 0, finished: true });
  });

  describe('e-mail log', () => {
    beforeAll(async () => {
      await t.db.delete(emailLogs);
      await t.db.insert(emailLogs).values(
        [1, 2, 3].map((day) => ({
          recipientEmail: `loaner${day}@uni.example`,
          subject: 'Reminder',
          body: `Body ${day}`,
          status: day === 2 ? EmailStatus.Failed : EmailStatus.Sent,
          sentAt: new Date(`2026-03-0${day}T08:00:00Z`),
          errorMessage: day === 2 ? 'connect ECONNREFUSED' : null,
        })),
      );
    });

    it('lists the log newest first with the total in X-Pagination', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/mail?pageNumber=1&pageSize=10', user: admin });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(String(res.headers['x-pagination']))).toEqual({
        TotalCount: 3,
        PageSize: 10,
        CurrentPage: 1,
        TotalPages: 1,
      });
      const logs = res.json<EmailLog[]>();
      expect(logs.map((log) => log.recipientEmail)).toEqual([
        'loaner3@uni.example',
        'loaner2@uni.example',
        'loaner1@uni.example',
      ]);
      expect(logs[1]).toMatchObject({
        subject: 'Reminder',
        body: 'Body 2',
        status: EmailStatus.Failed,
        sentAt: '2026-03-02T08:00:00.000Z',
        errorMessage: 'connect ECONNREFUSED',
      });
    });

    it('pages with a 1-based page number', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/mail?pageNumber=2&pageSize=2', user: admin });
      expect(res.json<EmailLog[]>().map((log) => log.body)).toEqual(['Body 1']);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({
        TotalCount: 3,
        CurrentPage: 2,
        TotalPages: 2,
      });
    });

    it.each(['pageNumber=0', 'pageSize=abc', 'pageSize=100000'])('answers 400 problem+json to %s', async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/mail?${query}`, user: admin });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });
});
