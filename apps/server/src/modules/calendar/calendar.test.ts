import { RoleName } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.js';
import { useSuiteApp } from '../../testing/suite.js';
import { createTestApp, type TestUser } from '../../testing/test-app.js';
import { createLoan, createTypeWithComponents } from '../lending/lending-fixtures.js';
import { calendarMessages } from './calendar.messages.js';

/** The iCalendar text unfolded (RFC 5545 §3.1), one content line per entry. */
const unfolded = (body: string) => body.replace(/\r\n /g, '').split('\r\n');

describe('calendar feed (Loaners/Loaner/calendar, calendar/{secret}.ics)', () => {
  const t = useSuiteApp({ loaner: { language: 'da' } });

  const address = (user?: TestUser) => t.inject({ method: 'GET', url: '/api/Loaners/Loaner/calendar', user });
  const renew = (user?: TestUser) => t.inject({ method: 'POST', url: '/api/Loaners/Loaner/calendar', user });
  const feed = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });

  it('answers 401 without a token', async () => {
    expect((await address()).statusCode).toBe(401);
    expect((await renew()).statusCode).toBe(401);
  });

  it('gives every role its own absolute address under PUBLIC_URL, the same on every asking', async () => {
    const urls = new Set<string>();
    for (const user of [t.loaner, t.clerk, t.admin]) {
      const first = await address(user);
      expect(first.statusCode).toBe(200);
      const { url } = first.json();
      expect(url).toMatch(/^http:\/\/localhost:3999\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await address(user)).json()).toEqual({ url });
      urls.add(url);
    }
    expect(urls.size).toBe(3);
  });

  it('renews the address: the old one is a 404 at once, the new one works', async () => {
    const old = (await address(t.clerk)).json().url;
    expect((await feed(old)).statusCode).toBe(200);
    const renewed = await renew(t.clerk);
    expect(renewed.statusCode).toBe(200);
    const { url } = renewed.json();
    expect(url).not.toBe(old);
    expect((await address(t.clerk)).json()).toEqual({ url });
    expect((await feed(old)).statusCode).toBe(404);
    expect((await feed(url)).statusCode).toBe(200);
  });

  it('answers an unknown secret with a 404 problem that names nobody', async () => {
    for (const secret of ['A'.repeat(43), 'x', 'no such feed']) {
      const res = await t.inject({ method: 'GET', url: `/api/calendar/${encodeURIComponent(secret)}.ics` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 404, detail: calendarMessages.feedNotFound });
    }
  });

  it("holds the user's bookings and loans' return dates, in their language, and nobody else's", async () => {
    const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 3, { name: 'Arduino Uno' });
    const other = await t.createUser([RoleName.Loaner]);
    const [mine, cancelled, old, theirs] = await t.db
      .insert(bookings)
      .values([
        { loanerId: t.loaner.loanerId, componentTypeId, quantity: 2, fromDay: '2026-03-16', toDay: '2026-03-20' },
        {
          loanerId: t.loaner.loanerId,
          componentTypeId,
          quantity: 1,
          fromDay: '2026-03-12',
          toDay: '2026-03-12',
          status: 'Cancelled',
        },
        // Ended more than a month before the test clock's today (2026-03-10): no longer shown.
        { loanerId: t.loaner.loanerId, componentTypeId, quantity: 1, fromDay: '2026-01-02', toDay: '2026-01-05' },
        { loanerId: other.loanerId, componentTypeId, quantity: 1, fromDay: '2026-03-16', toDay: '2026-03-17' },
      ])
      .returning({ id: bookings.id });
    const myLoan = await createLoan(t.db, {
      loanerId: t.loaner.loanerId,
      componentId: componentIds[0] as number,
      returnDate: '2026-04-01',
    });
    const theirLoan = await createLoan(t.db, {
      loanerId: other.loanerId,
      componentId: componentIds[1] as number,
      returnDate: '2026-04-02',
    });

    const res = await feed((await address(t.loaner)).json().url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = unfolded(res.body);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Labstock//Calendar feed//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Labstock',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');

    const events = res.body.split('BEGIN:VEVENT\r\n').slice(1).map(unfolded);
    const uids = events.map((event) => event.find((line) => line.startsWith('UID:')));
    expect(uids).toEqual([
      `UID:booking-${cancelled?.id}@localhost:3999`,
      `UID:booking-${mine?.id}@localhost:3999`,
      `UID:loan-${myLoan}@localhost:3999`,
    ]);
    expect(res.body).not.toContain(`booking-${old?.id}@`);
    expect(res.body).not.toContain(`booking-${theirs?.id}@`);
    expect(res.body).not.toContain(`loan-${theirLoan}@`);
    expect(events[1]).toEqual(
      expect.arrayContaining([
        'DTSTAMP:20260310T100000Z',
        'DTSTART;VALUE=DATE:20260316',
        'DTEND;VALUE=DATE:20260321',
        `SUMMARY:Booket: 2 × ${name}`,
        'STATUS:CONFIRMED',
      ]),
    );
    expect(events[0]).toEqual(expect.arrayContaining([`SUMMARY:Annulleret: 1 × ${name}`, 'STATUS:CANCELLED']));
    expect(events[2]).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20260401',
        'DTEND;VALUE=DATE:20260402',
        `SUMMARY:Aflevering: ${name} nr. 1`,
      ]),
    );

    // The other user's own feed holds theirs, in English.
    const theirFeed = await feed((await address(other)).json().url);
    expect(theirFeed.body).toContain(`SUMMARY:Booked: 1 × ${name}`);
    expect(theirFeed.body).toContain(`SUMMARY:Return: ${name} #2`);
  });

  it('escapes and folds a long name full of special characters', async () => {
    const name = 'Kabel, 3 m; "DIN 5-pol" \\ ærø — en meget lang betegnelse til et kabel med særlige tegn ÆØÅ';
    const { componentIds } = await createTypeWithComponents(t.db, 1, { name });
    await createLoan(t.db, {
      loanerId: t.admin.loanerId,
      componentId: componentIds[0] as number,
      returnDate: '2026-03-20',
    });

    const res = await feed((await address(t.admin)).json().url);
    expect(res.statusCode).toBe(200);
    const physical = res.body.split('\r\n');
    expect(physical.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded(res.body)).toContain(
      'SUMMARY:Return: Kabel\\, 3 m\\; "DIN 5-pol" \\\\ ærø — en meget lang betegnelse til et kabel med særlige tegn ÆØÅ #1',
    );
  });
});

describe('calendar feed rate limit', () => {
  it('limits fetching feeds per client address, unknown secrets included', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await t.inject({ method: 'GET', url: `/api/calendar/guess-${i}.ics` })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
      const refused = await t.inject({ method: 'GET', url: '/api/calendar/guess-9.ics' });
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
