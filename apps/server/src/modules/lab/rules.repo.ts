import { and, desc, eq, max, ne, notExists, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { labRules, labSettings, rulesAcceptances } from '../../db/schema.js';
import { isAnyOf } from '../../lib/id-array-sql.js';

/** A version of the lab's rules as written; an empty text is the rules removed. */
export interface RulesVersion {
  version: number;
  text: string;
  createdAt: Date;
}

const versionColumns = { version: labRules.version, text: labRules.text, createdAt: labRules.createdAt };

/** The latest version written, or undefined when the Admin never wrote any. */
export async function findLatestRules(db: Executor): Promise<RulesVersion | undefined> {
  const [row] = await db.select(versionColumns).from(labRules).orderBy(desc(labRules.version)).limit(1);
  return row;
}

export async function insertRulesVersion(
  tx: Transaction,
  version: RulesVersion & { createdBy: number | null },
): Promise<void> {
  await tx.insert(labRules).values(version);
}

/**
 * Waits for a change of the lab's settings under way, whose transaction holds the settings row (PUT Lab writes
 * it before it writes a version): read after this, the latest version is the one that stands. No row, no rules.
 */
export async function waitForRulesChange(tx: Transaction): Promise<void> {
  await tx.select({ id: labSettings.id }).from(labSettings).for('share');
}

/** Records an acceptance unless the loaner accepted that version already; answers whether it did. */
export async function insertAcceptance(
  tx: Transaction,
  acceptance: typeof rulesAcceptances.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(rulesAcceptances)
    .values(acceptance)
    .onConflictDoNothing({ target: [rulesAcceptances.loanerId, rulesAcceptances.version] })
    .returning({ id: rulesAcceptances.id });
  return inserted.length > 0;
}

/** The latest version each of the loaners accepted; a loaner who accepted none is not in the map. */
export async function latestAcceptedVersions(db: Executor, loanerIds: readonly number[]): Promise<Map<number, number>> {
  if (loanerIds.length === 0) return new Map();
  const rows = await db
    .select({ loanerId: rulesAcceptances.loanerId, version: max(rulesAcceptances.version) })
    .from(rulesAcceptances)
    .where(isAnyOf(rulesAcceptances.loanerId, loanerIds))
    .groupBy(rulesAcceptances.loanerId);
  return new Map(rows.flatMap((row) => (row.version === null ? [] : [[row.loanerId, row.version]])));
}

/**
 * The current version of the rules when the loaner has not accepted it; undefined when they have, or when the
 * lab has no rules (none written, or the latest removed them). One query: lending asks it on every claim.
 */
export async function findRulesNotAccepted(db: Executor, loanerId: number): Promise<{ version: number } | undefined> {
  const [row] = await db
    .select({ version: labRules.version })
    .from(labRules)
    .where(
      and(
        eq(labRules.version, db.select({ latest: max(labRules.version) }).from(labRules)),
        ne(labRules.text, ''),
        notExists(
          db
            .select({ one: sql`1` })
            .from(rulesAcceptances)
            .where(and(eq(rulesAcceptances.loanerId, loanerId), eq(rulesAcceptances.version, labRules.version))),
        ),
      ),
    );
  return row;
}
