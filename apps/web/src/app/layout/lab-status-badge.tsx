import { type LiveMetric, messages } from '@labstock/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HelpIcon from '@mui/icons-material/Help';
import { Box, Chip } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { type LabStatus, labStatusOf } from './lab-status';
import { useNow } from './use-now';

const CLOCK_TICK_MS = 60_000;

type Look = { label: string; text: string; icon: ReactElement; color: 'success' | 'error' | 'default' };

const looks = (t: TFunction): Record<LabStatus, Look> => ({
  open: { label: t('Open'), text: t(messages.labOpen), icon: <CheckCircleIcon />, color: 'success' },
  closed: { label: t('Closed'), text: t(messages.labClosed), icon: <DoNotDisturbOnIcon />, color: 'error' },
  unknown: { label: t('Unknown'), text: t(messages.labUnknown), icon: <HelpIcon />, color: 'default' },
});

/**
 * The lab open/closed badge: colour, icon and word, with the spec's text as tooltip and accessible name. The tooltip's
 * code loads after the first paint (DeferredTooltip): the badge is in the top bar of every first screen.
 */
export function LabStatusBadge({ metrics }: { metrics: readonly LiveMetric[] | undefined }) {
  const { t } = useTranslation();
  const now = useNow(CLOCK_TICK_MS);
  const status = labStatusOf(metrics, now);
  const { label, text, icon, color } = looks(t)[status];
  return (
    <DeferredTooltip title={text}>
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
          // The same grey in both themes; the icon takes the word's colour, as MUI's own icon grey is the badge's in dark.
          status === 'unknown' && { bgcolor: 'grey.300', color: 'grey.800', '& .MuiChip-icon': { color: 'inherit' } },
        ]}
      />
    </DeferredTooltip>
  );
}
