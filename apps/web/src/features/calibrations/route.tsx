import { DEFAULT_CALIBRATION_WITHIN_DAYS } from '@labstock/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalibrationsDue } from '../../api/calibrations/get-calibrations-due';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { CalibrationsTable } from './components/calibrations-table';

/** How far ahead the list may look: the server's default month, then two and three. */
const withinOptions = [DEFAULT_CALIBRATION_WITHIN_DAYS, 60, 90];

/**
 * /Calibrations (Clerk, Admin): the units to send for calibration (LAB.md "Calibration"), overdue or due within the
 * chosen days, then those never calibrated; each recorded here when it comes back.
 */
export function Component() {
  const { t } = useTranslation();
  const [withinDays, setWithinDays] = useState(DEFAULT_CALIBRATION_WITHIN_DAYS);
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const due = useCalibrationsDue({ pageNumber, pageSize, withinDays });
  useStayWithinTotal(paging, due.data?.totalCount);
  useErrorNotification(due.error, (error) => `${t('Could not fetch the calibration list: ')}${errorText(error)}`);

  return (
    <>
      <PageTitle>{t('Calibration')}</PageTitle>
      <Stack spacing={2}>
        <TextField
          select
          label={t('Within')}
          value={withinDays}
          onChange={(event) => {
            setWithinDays(Number(event.target.value));
            paging.setPageIndex(0);
          }}
          sx={{ maxWidth: { sm: 240 } }}
        >
          {withinOptions.map((days) => (
            <MenuItem key={days} value={days}>
              {t('{{days}} days', { days })}
            </MenuItem>
          ))}
        </TextField>
        <CalibrationsTable
          rows={due.data?.data}
          totalCount={due.data?.totalCount}
          totalCapped={due.data?.totalCapped}
          loading={due.isFetching}
          paging={paging}
        />
      </Stack>
    </>
  );
}
