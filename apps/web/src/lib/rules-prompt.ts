import { createExternalStore } from './external-store';

/**
 * Whether lending's refusal of the signed-in Loaner for the lab's rules (409 `rulesNotAccepted`) asks the "Accept the
 * lab rules" dialog to open, whatever "Not now" said before: the Loaner wants to borrow now.
 */
export const rulesPrompt = createExternalStore(() => false);

const DEFERRED_KEY = 'labstock.rulesDeferredVersion';

/** What "Not now" put off in this browser session: whose and which version; another user is asked afresh. */
interface Deferral {
  loanerId: number;
  version: number;
}

export function isDeferred({ loanerId, version }: Deferral): boolean {
  return sessionStorage.getItem(DEFERRED_KEY) === `${loanerId}:${version}`;
}

/** "Not now": the dialog does not open again on its own in this session, unless the rules change. */
export function deferRules({ loanerId, version }: Deferral): void {
  sessionStorage.setItem(DEFERRED_KEY, `${loanerId}:${version}`);
}
