import type { FaultReport } from '@labstock/shared';
import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { personText } from '../../../entities/activity/describe-activity';
import { formatDateTime } from '../../../lib/dates';

/** Every report on the ticket, first reported first: what was wrong, its photo, who saw it and when. */
export function FaultReports({ faults }: { faults: readonly FaultReport[] }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding>
      {faults.map((fault) => (
        <ListItem key={fault.faultReportId} disableGutters sx={{ display: 'block' }}>
          <ListItemText
            primary={fault.description}
            secondary={t('Reported by {{who}}, {{when}}', {
              who: fault.reportedBy ? personText(fault.reportedBy) : t('Unknown'),
              when: formatDateTime(fault.createdAt),
            })}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
          />
          {fault.imageUrl && (
            <Box
              component="img"
              src={fault.imageUrl}
              alt={t('Photo of the fault: {{description}}', { description: fault.description })}
              loading="lazy"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}
