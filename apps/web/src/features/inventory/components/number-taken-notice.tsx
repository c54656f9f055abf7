import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

export interface NumberTakenNoticeProps {
  /** The last add's error: a 409 means another Admin took the numbers meanwhile. */
  error: unknown;
  nextNumber: number | undefined;
}

/** After a refused add, tells the Admin the numbers moved on to the freshly fetched next number. */
export function NumberTakenNotice({ error, nextNumber }: NumberTakenNoticeProps) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError && error.status === 409) || nextNumber === undefined) return null;
  return (
    <Alert severity="info">
      {t('The number was taken meanwhile. The next free number is now {{number}}; confirm again to use it.', {
        number: nextNumber,
      })}
    </Alert>
  );
}
