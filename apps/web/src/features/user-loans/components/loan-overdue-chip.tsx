import { messages } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';

/** The spec's 'Loan overdue' warning: icon and text, not colour alone. */
export function LoanOverdueChip() {
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={messages.loanOverdue} />;
}
