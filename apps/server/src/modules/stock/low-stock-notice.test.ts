import { Language, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, noticesSent } from '../../db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink.js';
import { renderLowStock } from '../mail/templates/low-stock.js';
import { NoticeKind } from '../notices/notice-kind.js';
import { insertConsumable } from './stock.fixtures.js';

const NOTICE_ADDRESS = 'elab-stock@uni.example';

describe('the low-stock notice', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestUser;
  let clerk: TestUser;
  let loanerId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    [admin, clerk] = await Promise.all([t.createUser([RoleName.Admin]), t.createUser([RoleName.Clerk])]);
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const setLab = (noticeEmail: string | null) =>
    t.inject({ method: 'PUT', url: '/api/Lab', user: admin, payload: { name: 'the electronics lab', noticeEmail } });
  const move = async (id: number, what: 'issue' | 'receive' | 'count', payload: object) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/ComponentTypes/${id}/stock/${what}`,
      payload,
      user: clerk,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const issue = (id: number, quantity: number) => move(id, 'issue', { quantity, loanerId });
  /** A received message's text with the line breaks as written (SMTP sends CRLF). */
  const mailText = (index: number) => sink.messages[index]?.text.replace(/\r\n/g, '\n') ?? '';

  it('sends one e-mail to the lab per crossing of the reorder level, none while the stock stays below', async () => {
    expect((await setLab(NOTICE_ADDRESS)).statusCode).toBe(200);
    const id = await insertConsumable(t.db, {
      name: 'Resistor 4k7',
      quantityInStock: 30,
      reorderLevel: 10,
      reorderQuantity: 200,
    });

    await issue(id, 15);
    expect(sink.messages).toHaveLength(0);
    const crossing = await issue(id, 5);
    expect(crossing.quantityAfter).toBe(10);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.to).toEqual([NOTICE_ADDRESS]);
    expect(mailText(0)).toContain('Subject: Low stock: Resistor 4k7');
    expect(mailText(0)).toContain(
      'The stock of Resistor 4k7 at the electronics lab has fallen to or below its reorder level.',
    );
    expect(mailText(0)).toContain('In stock: 10 pcs (reorder level 10 pcs).\nSuggested order: 200 pcs.');

    await issue(id, 3);
    await move(id, 'count', { counted: 6, note: 'Stocktake' });
    expect(sink.messages).toHaveLength(1);

    // A receipt lifts it above the level; the next issue that takes it back down is a new crossing.
    await move(id, 'receive', { quantity: 100 });
    await issue(id, 90);
    expect(sink.messages).toHaveLength(1);
    const again = await issue(id, 10);
    expect(again.quantityAfter).toBe(6);
    expect(sink.messages).toHaveLength(2);

    // So is a count that finds less than the level.
    await move(id, 'receive', { quantity: 50 });
    const counted = await move(id, 'count', { counted: 2, note: 'Stocktake: a bag went missing' });
    expect(sink.messages).toHaveLength(3);
    expect(mailText(2)).toContain('In stock: 2 pcs (reorder level 10 pcs).');

    // Each crossing is claimed by its movement and logged as sent.
    const claims = await t.db.select().from(noticesSent).where(eq(noticesSent.kind, NoticeKind.LowStock));
    expect(claims.map((claim) => claim.subjectId)).toEqual([
      crossing.stockMovementId,
      again.stockMovementId,
      counted.stockMovementId,
    ]);
    const logged = await t.db.select().from(emailLogs).where(eq(emailLogs.recipientEmail, NOTICE_ADDRESS));
    expect(logged.map((entry) => entry.subject)).toEqual([
      'Low stock: Resistor 4k7',
      'Low stock: Resistor 4k7',
      'Low stock: Resistor 4k7',
    ]);
  });

  it('suggests what takes the stock back above the level when the type has no reorder quantity', async () => {
    await setLab(NOTICE_ADDRESS);
    const id = await insertConsumable(t.db, { name: 'Solder', stockUnit: 'm', quantityInStock: 12, reorderLevel: 5 });
    await issue(id, 9);
    expect(sink.messages).toHaveLength(1);
    expect(mailText(0)).toContain('In stock: 3 m (reorder level 5 m).\nSuggested order: 3 m.');
  });

  it('sends nothing while the lab has no notice address, nor for a type without a level', async () => {
    expect((await setLab(null)).statusCode).toBe(200);
    const id = await insertConsumable(t.db, { quantityInStock: 20, reorderLevel: 10 });
    await issue(id, 15);
    await setLab(NOTICE_ADDRESS);
    const noLevel = await insertConsumable(t.db, { quantityInStock: 20 });
    await issue(noLevel, 20);
    expect(sink.messages).toHaveLength(0);
  });

  it('is written in Danish too', () => {
    const { subject, text } = renderLowStock(Language.Danish, {
      componentName: 'Lysdiode rød',
      stockUnit: 'stk',
      quantityInStock: 8,
      reorderLevel: 10,
      suggestedQuantity: 100,
      labName: 'Elektroniklaboratoriet',
    });
    expect(subject).toBe('Lav beholdning: Lysdiode rød');
    expect(text).toBe(
      [
        'Beholdningen af Lysdiode rød i Elektroniklaboratoriet er faldet til eller under genbestillingsniveauet.',
        'På lager: 8 stk (genbestillingsniveau 10 stk).\nForeslået bestilling: 100 stk.',
        'Genbestillingslisten i Labstock viser alle forbrugsvarer med lav beholdning.',
      ].join('\n\n'),
    );
  });
});
