import { messages } from '@labstock/shared';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUpkeepStatistics } from '../../../api/statistics/get-upkeep-statistics';
import { PageLoading } from '../../../components/page-loading';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { StatisticsFigure } from './statistics-figure';

/** Tab 5: figures of the lab's upkeep, side by side (each a `StatisticsFigure`): its repairs and calibrations. */
export function UpkeepPanel() {
  const { t, i18n } = useTranslation();
  const upkeep = useUpkeepStatistics();
  useErrorNotification(upkeep.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);
  if (!upkeep.data) return upkeep.isPending ? <PageLoading /> : null;
  const { inRepair, meanDaysInRepair, calibrationsDueNextMonth } = upkeep.data;
  const days = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 2, m: 0 }}
    >
      <StatisticsFigure label={t('Units in repair')} value={String(inRepair)} />
      <StatisticsFigure
        label={t('Mean days in repair')}
        value={meanDaysInRepair === null ? '–' : days.format(meanDaysInRepair)}
        note={meanDaysInRepair === null ? t('No repair has been closed yet.') : t('Of the closed repair tickets.')}
      />
      <StatisticsFigure label={t('Calibrations due next month')} value={String(calibrationsDueNextMonth)} />
    </Box>
  );
}
