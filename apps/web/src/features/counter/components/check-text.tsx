import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's check in words, with an icon that says the same (never colour alone). */
export function CheckText({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircleIcon : WarningAmberIcon;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" color={ok ? 'success' : 'warning'} aria-hidden />
      <Typography variant="body2" component="span" color={ok ? 'text.primary' : 'warning.main'}>
        {children}
      </Typography>
    </Stack>
  );
}
