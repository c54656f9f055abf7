import { type LimitRefusal, reservationLimitRefusal } from '@labstock/shared';
import { Alert, type SxProps, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateLimitRefusal } from '../../lib/limit-refusal';
import { type ReservationLimit, useReservationLimit } from './use-reservation-limit';

/** My reservations' "2 of 5 reservations", a warning once the limit is reached. */
export function ReservationLimitLine() {
  const { t } = useTranslation();
  const limit = useReservationLimit();
  if (!limit) return null;
  const count = t('{{used}} of {{max}} reservations', { used: limit.used, max: limit.max });
  const refusal = refusalOf(limit);
  if (refusal) return <LimitReachedAlert count={count} refusal={refusal} />;
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
  const refusal = limit && refusalOf(limit);
  if (!limit || !refusal) return null;
  return (
    <LimitReachedAlert
      count={t('{{used}} of {{max}} reservations', { used: limit.used, max: limit.max })}
      refusal={refusal}
      sx={sx}
    />
  );
}

/** What the server would answer to one more reservation or waiting place. */
const refusalOf = ({ used, max }: ReservationLimit) => reservationLimitRefusal({ maxOpenReservations: max }, used);

function LimitReachedAlert({ count, refusal, sx }: { count: string; refusal: LimitRefusal; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    // A status, not an alert: it is there when the page opens, and should not interrupt.
    <Alert severity="warning" role="status" sx={sx}>
      {`${count}. ${translateLimitRefusal(t, refusal)}`}
    </Alert>
  );
}
