import { RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../db/schema.js';
import { type SmtpSink, startSmtpSink } from '../../modules/mail/smtp-sink.js';
import { insertConsumable } from '../../modules/stock/stock.fixtures.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';
import { openSameDatabase } from '../test-database.js';

const ISSUES = 20;
const EACH = 3;
const STOCK = 50;
const NOTICE_ADDRESS = 'elab-stock@uni.example';

// Two replicas need PostgreSQL: the embedded database runs one transaction at a time.
describe('Clerks issuing one consumable at once on two replicas', () => {
  let sink: SmtpSink;
  let first: TestApp;
  let second: TestApp;
  let clerk: TestUser;
  let loaners: TestUser[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: sink.url };
    first = await createTestApp({ env });
    second = await createTestApp({ env, clock: first.clock, database: openSameDatabase(first.database) });
    const admin = await first.createUser([RoleName.Admin]);
    clerk = await first.createUser([RoleName.Clerk]);
    loaners = await Promise.all(Array.from({ length: ISSUES }, () => first.createUser([RoleName.Loaner])));
    const lab = { name: 'the electronics lab', noticeEmail: NOTICE_ADDRESS };
    expect((await first.inject({ method: 'PUT', url: '/api/Lab', user: admin, payload: lab })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.stop();
  });

  it('never takes the stock below zero: the issues that fit are taken exactly, the rest are 409 with what is left', async () => {
    const id = await insertConsumable(first.db, { quantityInStock: STOCK, reorderLevel: 10 });
    const answers = await Promise.all(
      loaners.map((loaner, i) =>
        (i % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: `/api/ComponentTypes/${id}/stock/issue`,
          user: clerk,
          payload: { quantity: EACH, loanerId: loaner.loanerId },
        }),
      ),
    );

    const fits = Math.floor(STOCK / EACH);
    const left = STOCK - fits * EACH;
    const taken = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(taken).toHaveLength(fits);
    expect(taken.map((res) => res.json().quantityAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: fits }, (_, i) => left + i * EACH),
    );
    expect(refused.map((res) => [res.statusCode, res.json().available])).toEqual(
      Array.from({ length: ISSUES - fits }, () => [409, left]),
    );
    const [type] = await first.db
      .select({ stock: componentTypes.quantityInStock })
      .from(componentTypes)
      .where(eq(componentTypes.id, id));
    expect(type?.stock).toBe(left);
    // The one issue that took the stock to or below the level told the lab, once, whichever replica made it.
    expect(sink.messages.filter((message) => message.to.includes(NOTICE_ADDRESS))).toHaveLength(1);
    expect(await findBreaches(first.db, first)).toEqual([]);
  }, 120_000);
});
