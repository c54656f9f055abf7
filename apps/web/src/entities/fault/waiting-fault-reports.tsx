import type { FaultReport } from '@labstock/shared';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

/**
 * The faults reported on a loan's unit while it was out, for its hand-in: what, when and by whom (named to staff
 * only), each photo a thumbnail linking to the whole. Nothing when there are none.
 */
export function WaitingFaultReports({ reports }: { reports: readonly FaultReport[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (reports.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h3" id={headingId} color="warning.main">
        {t('{{count}} fault(s) reported while on loan', { count: reports.length })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reports.map((report) => (
          <Stack
            component="li"
            key={report.faultReportId}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            {report.imageUrl && (
              <Link href={report.imageUrl} target="_blank" rel="noopener" sx={{ flexShrink: 0 }}>
                <Box
                  component="img"
                  src={report.imageUrl}
                  alt={t('Photo of the fault')}
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              </Link>
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {report.description}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {report.reportedBy
                  ? t('Reported {{when}} by {{name}}', {
                      when: formatDateTime(report.createdAt),
                      name: report.reportedBy.name,
                    })
                  : t('Reported {{when}}', { when: formatDateTime(report.createdAt) })}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
