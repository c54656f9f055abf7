import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or first data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('Loading')} />;
}
