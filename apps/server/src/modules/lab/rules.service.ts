import { ActivityKind, type LabRules } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { lockLoanerKey } from '../../db/loaner-key-lock.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { labMessages } from './lab.messages.js';
import {
  findLatestRules,
  insertAcceptance,
  insertRulesVersion,
  type RulesVersion,
  waitForRulesChange,
} from './rules.repo.js';

/** The lab's rules are versions kept for ever (decision 056); the latest is current, unless its text is empty. */

/** The latest version when it holds rules; null while the lab has none. */
function rulesIn(latest: RulesVersion | undefined): LabRules | null {
  if (!latest || latest.text === '') return null;
  return { text: latest.text, version: latest.version, updatedAt: latest.createdAt.toISOString() };
}

export async function currentRules(executor: Executor): Promise<LabRules | null> {
  return rulesIn(await findLatestRules(executor));
}

/**
 * The Admin's text of the rules, in PUT Lab's transaction after it wrote the settings row (which holds back the
 * acceptances meanwhile): a changed text is the next version, the same text none, "" the rules removed (a version
 * too, so that the history shows when). Answers the rules now current.
 */
export async function changeRules(tx: Transaction, actor: Actor, text: string): Promise<LabRules | null> {
  const latest = await findLatestRules(tx);
  const before = { rulesVersion: latest?.version ?? null, rulesText: latest?.text ?? '' };
  if (before.rulesText === text) return rulesIn(latest);
  const written = { version: (before.rulesVersion ?? 0) + 1, text, createdAt: actor.at };
  await insertRulesVersion(tx, { ...written, createdBy: actor.loanerId });
  await recordActivity(tx, {
    kind: ActivityKind.RulesChanged,
    actor,
    before,
    after: { rulesVersion: written.version, rulesText: text },
  });
  return rulesIn(written);
}

/** Who accepts: the loaner themselves in the app, or a Clerk recording the loaner's acceptance on paper. */
export interface Acceptance {
  loanerId: number;
  version: number;
  /** Whoever makes the call; on paper, the Clerk. */
  callerId: number;
  onPaper: boolean;
}

/**
 * Records that the loaner accepted the version, which must be the current one (409 otherwise, also when the lab
 * has no rules). Accepting a version accepted before records nothing new. The time is taken once a rules change
 * under way has committed, so an acceptance is never dated before the version it names.
 */
export async function acceptRules(ctx: Pick<AppContext, 'db' | 'clock'>, acceptance: Acceptance): Promise<void> {
  const { loanerId, version, callerId, onPaper } = acceptance;
  await inRetryingTransaction(ctx.db, async (tx) => {
    if (!(await lockLoanerKey(tx, loanerId))) throw notFound(labMessages.loanerNotFound(loanerId));
    await waitForRulesChange(tx);
    const current = rulesIn(await findLatestRules(tx));
    if (!current) throw conflict(labMessages.noRulesToAccept);
    if (current.version !== version) throw conflict(labMessages.rulesVersionNotCurrent(current.version));
    const actor: Actor = { loanerId: callerId, at: ctx.clock.now() };
    const recorded = await insertAcceptance(tx, {
      loanerId,
      version,
      acceptedAt: actor.at,
      onPaper,
      recordedBy: onPaper ? callerId : null,
    });
    if (!recorded) return;
    await recordActivity(tx, {
      kind: ActivityKind.RulesAccepted,
      actor,
      loanerId,
      after: { rulesVersion: version, ...(onPaper && { onPaper }) },
    });
  });
}
