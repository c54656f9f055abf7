import { EnvironmentName } from '@labstock/shared';
import { Box } from '@mui/material';

/** Spec §2: names the environment on every screen, except in production. */
export function EnvironmentBanner({ environment }: { environment: EnvironmentName | undefined }) {
  if (!environment || environment === EnvironmentName.Production) return null;
  return (
    <Box
      role="note"
      aria-label="Environment"
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
