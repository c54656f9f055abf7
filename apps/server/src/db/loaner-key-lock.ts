import { eq } from 'drizzle-orm';
import type { Transaction } from './client.js';
import { loaners } from './schema.js';

/**
 * Whether the loaner exists, holding their row until the commit (KEY SHARE, as the foreign key of the row about
 * to name them will): a deletion meanwhile waits, instead of failing that insert. Here, not in a module, because
 * every module that writes a row naming a loaner takes it (a stock movement, an acceptance of the lab's rules).
 */
export async function lockLoanerKey(tx: Transaction, loanerId: number): Promise<boolean> {
  const rows = await tx.select({ id: loaners.id }).from(loaners).where(eq(loaners.id, loanerId)).for('key share');
  return rows.length > 0;
}
