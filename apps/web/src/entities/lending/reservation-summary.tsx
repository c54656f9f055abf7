import type { Reservation } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loanerName } from '../loaner/loaner-name';

/** What is handed out to whom. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { componentTypeName, componentNumber } = reservation.component;
  const fields = [
    {
      label: t('Component'),
      value: t('{{type}} (no. {{number}})', { type: componentTypeName, number: componentNumber }),
    },
    {
      label: t('Loaner'),
      value: loanerName(reservation.loaner, { withAuId: true }) || t('an unknown loaner'),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 0 }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
