import type { Loan } from '@labstock/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { ExtendLoanContent } from './extend-loan-form';

/**
 * The Extend dialog of one of the loaner's own loans. It belongs to the list, not to the loan's row: the row changes
 * under it once the ask is answered (a request replaces Extend), and the answer must stay on screen.
 */
export function ExtendLoanDialog({ loan, onClose }: { loan: Loan; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('Extend your loan of {{name}}', { name: loan.component.componentTypeName })}
      </DialogTitle>
      <ExtendLoanContent loanId={loan.loanId} onClose={onClose} />
    </Dialog>
  );
}
