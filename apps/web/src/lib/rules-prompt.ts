import { createExternalStore } from './external-store';

/**
 * Whether lending's refusal of the signed-in Loaner for the lab's rules (409 `rulesNotAccepted`) asks the "Accept the
 * lab rules" dialog to open, whatever "Not now" said before: the Loaner wants to borrow now.
 */
export const rulesPrompt = createExternalStore(() => false);

const DEFERRED_KEY = 'labstock.rulesDeferredVersion';

/** The version of the rules the Loaner put off with "Not now" in this browser session; null: none. */
export function readDeferredRulesVersion(): number | null {
  const stored = Number(sessionStorage.getItem(DEFERRED_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** "Not now": the dialog does not open again on its own in this session, unless the rules change. */
export function deferRules(version: number): void {
  sessionStorage.setItem(DEFERRED_KEY, String(version));
}
