import { type EmailLog, EmailStatus } from '@labstock/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Chip } from '@mui/material';

/** Failed or Sent in words and with an icon, so the row's shade is not the only signal. */
export function EmailStatusChip({ status }: Pick<EmailLog, 'status'>) {
  return status === EmailStatus.Sent ? (
    <Chip icon={<CheckCircleIcon />} label="Sent" color="success" size="small" variant="outlined" />
  ) : (
    <Chip icon={<ErrorIcon />} label="Failed" color="error" size="small" variant="outlined" />
  );
}
