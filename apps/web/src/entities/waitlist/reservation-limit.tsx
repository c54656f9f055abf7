import { Alert, type SxProps, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReservationLimit } from './use-reservation-limit';

/** My reservations' "2 of 5 reservations", a warning once the limit is reached. */
export function ReservationLimitLine() {
  const { t } = useTranslation();
  const limit = useReservationLimit();
  if (!limit) return null;
  const count = t('{{used}} of {{max}} reservations', { used: limit.used, max: limit.max });
  if (limit.reached) return <LimitReachedAlert count={count} max={limit.max} />;
  return (
    <Typography role="status" color="text.secondary">
      {`${count}. ${t('Places on waiting lists count as reservations.')}`}
    </Typography>
  );
}

/**
 * On a type's details and above the browse cards: says, where Reserve and Join are disabled, that the limit is
 * reached; nothing otherwise.
 */
export function ReservationLimitReached({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const limit = useReservationLimit();
  if (!limit?.reached) return null;
  return (
    <LimitReachedAlert
      count={t('{{used}} of {{max}} reservations', { used: limit.used, max: limit.max })}
      max={limit.max}
      sx={sx}
    />
  );
}

function LimitReachedAlert({ count, max, sx }: { count: string; max: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    // A status, not an alert: it is there when the page opens, and should not interrupt.
    <Alert severity="warning" role="status" sx={sx}>
      {`${count}. ${t(
        'You can hold at most {{max}} reservations and places on waiting lists at a time: pick one up, cancel one or leave a waiting list before you reserve or join another.',
        { max },
      )}`}
    </Alert>
  );
}
