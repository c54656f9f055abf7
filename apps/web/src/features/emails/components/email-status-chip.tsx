import { type EmailLog, EmailStatus } from '@labstock/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Failed or Sent in words and with an icon, so the row's shade is not the only signal; filled, because the
 * status colour as text on the row's shade of it would fall short of 4.5:1.
 */
export function EmailStatusChip({ status }: Pick<EmailLog, 'status'>) {
  const { t } = useTranslation();
  return status === EmailStatus.Sent ? (
    <Chip icon={<CheckCircleIcon />} label={t('Sent')} color="success" size="small" />
  ) : (
    <Chip icon={<ErrorIcon />} label={t('Failed')} color="error" size="small" />
  );
}
