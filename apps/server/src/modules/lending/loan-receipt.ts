import type { Mailer } from '../mail/mailer.js';
import { sendAndLog } from '../mail/send-and-log.js';
import { renderLoanReceipt } from '../mail/templates/loan-receipt.js';
import type { HandedOut } from './hand-out.service.js';
import type { LendingContext } from './lending-context.js';

/**
 * Sends the loaner one receipt of a batch hand-out, in their language, listing every component and the return
 * date, and every consumable taken. Called after the hand-out committed: a failed send is logged as Failed and
 * never undoes the loans. A loaner without an address gets none.
 */
export async function sendLoanReceipt(
  ctx: LendingContext,
  mailer: Mailer,
  { loans, issues, loaner }: HandedOut,
  returnDate: string,
): Promise<void> {
  const to = loaner.email?.trim();
  if (!to) return;
  const name = `${loaner.firstName} ${loaner.lastName}`.trim() || loaner.auId;
  const items = loans.map(({ component }) => ({
    componentName: component.componentTypeName,
    componentNumber: component.componentNumber,
  }));
  const consumables = issues.map(({ movement, type }) => ({
    componentName: type.name,
    quantity: -movement.quantity,
    stockUnit: type.stockUnit,
  }));
  const { subject, text } = renderLoanReceipt(loaner.language, name, { items, consumables, returnDate });
  await sendAndLog(ctx.db, mailer, ctx.clock, { to, language: loaner.language, subject, text });
}
