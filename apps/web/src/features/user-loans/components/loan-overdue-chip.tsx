import { messages } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The spec's 'Loan overdue' warning: icon and text, not colour alone. */
export function LoanOverdueChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={t(messages.loanOverdue)} />;
}
