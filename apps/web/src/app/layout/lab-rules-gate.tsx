import { useState, useSyncExternalStore } from 'react';
import { useLab } from '../../api/lab/get-lab';
import { useCurrentLoaner } from '../../api/loaners/get-current-loaner';
import { useAuth } from '../../lib/auth/use-auth';
import { deferRules, isDeferred, rulesPrompt } from '../../lib/rules-prompt';
import { AcceptRulesDialog } from './accept-rules-dialog';

/**
 * LAB.md "Lab rules": a Loaner who has not accepted the lab's current rules is asked to, once a session when the app
 * opens, and again whenever lending refuses them for it. A lab without rules asks nothing; nor is a Clerk or Admin
 * who is no Loaner asked.
 */
export function LabRulesGate() {
  const { isLoaner } = useAuth();
  return isLoaner ? <LoanerRulesGate /> : null;
}

function LoanerRulesGate() {
  const lab = useLab();
  const loaner = useCurrentLoaner();
  const asked = useSyncExternalStore(rulesPrompt.subscribe, rulesPrompt.get);
  // Re-renders the gate once "Not now" is stored.
  const [, setDeferrals] = useState(0);

  const rules = lab.data?.rules;
  if (!rules || !loaner.data || loaner.data.rulesAcceptedVersion === rules.version) return null;
  const deferral = { loanerId: loaner.data.loanerId, version: rules.version };
  if (!asked && isDeferred(deferral)) return null;

  const defer = () => {
    deferRules(deferral);
    setDeferrals((count) => count + 1);
    rulesPrompt.set(false);
  };
  return <AcceptRulesDialog rules={rules} onDefer={defer} onAccepted={() => rulesPrompt.set(false)} />;
}
