import { EnvironmentName } from '@labstock/shared';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec §2: names the environment on every screen, except in production. */
export function EnvironmentBanner({ environment }: { environment: EnvironmentName | undefined }) {
  const { t } = useTranslation();
  if (!environment || environment === EnvironmentName.Production) return null;
  return (
    <Box
      role="note"
      aria-label={t('Environment')}
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        textAlign: 'center',
        typography: 'body2',
        py: 0.25,
      }}
    >
      {environment}
    </Box>
  );
}
