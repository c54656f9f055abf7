import type { LiveMetric } from '@labstock/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HelpIcon from '@mui/icons-material/Help';
import { Box, Chip, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { type LabStatus, labStatusOf, labStatusText } from './lab-status';
import { useNow } from './use-now';

const CLOCK_TICK_MS = 60_000;

const look: Record<LabStatus, { label: string; icon: ReactElement; color: 'success' | 'error' | 'default' }> = {
  open: { label: 'Open', icon: <CheckCircleIcon />, color: 'success' },
  closed: { label: 'Closed', icon: <DoNotDisturbOnIcon />, color: 'error' },
  unknown: { label: 'Unknown', icon: <HelpIcon />, color: 'default' },
};

/** The lab open/closed badge: colour, icon and word, with the spec's text as tooltip and accessible name. */
export function LabStatusBadge({ metrics }: { metrics: readonly LiveMetric[] | undefined }) {
  const now = useNow(CLOCK_TICK_MS);
  const status = labStatusOf(metrics, now);
  const { label, icon, color } = look[status];
  const text = labStatusText[status];
  return (
    <Tooltip title={text}>
      <Chip
        role="status"
        aria-label={text}
        icon={icon}
        // The word is dropped on phones; the icon still tells the states apart.
        label={
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        }
        color={color}
        size="small"
        variant={status === 'unknown' ? 'outlined' : 'filled'}
        sx={[
          { '& .MuiChip-label': { px: { xs: 0.5, sm: 1 } } },
          status === 'unknown' && { bgcolor: 'grey.300', color: 'grey.800' },
        ]}
      />
    </Tooltip>
  );
}
