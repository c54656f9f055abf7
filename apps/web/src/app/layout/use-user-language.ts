import { useEffect, useRef } from 'react';
import { useCurrentLoaner } from '../../api/loaners/get-current-loaner';
import { chooseLanguage } from '../../i18n/choose-language';
import { useAuth } from '../../lib/auth/use-auth';

/**
 * After sign-in the language stored for the user wins over this browser's choice. Applied once per signed-in
 * user: later changes are the user's own, made with the switch.
 */
export function useUserLanguage(): void {
  const { loanerId } = useAuth();
  const loaner = useCurrentLoaner(loanerId !== null);
  const stored = loaner.data?.loanerId === loanerId ? loaner.data?.language : undefined;
  const appliedFor = useRef<number | null>(null);
  useEffect(() => {
    if (loanerId === null || !stored || appliedFor.current === loanerId) return;
    appliedFor.current = loanerId;
    chooseLanguage(stored).catch((error: unknown) => console.error('Could not load the language', error));
  }, [loanerId, stored]);
}
