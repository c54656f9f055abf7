import { MAX_PAGE_SIZE } from '@labstock/shared';
import { Alert, type SxProps, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLendingPolicy } from '../../api/lending-policy/get-lending-policy';
import { useUserReservations } from '../../api/reservations/get-user-reservations';
import { useAllUserWaitlist } from '../../api/waitlist/get-user-waitlist';

export interface ReservationLimit {
  /** The reservations the Loaner holds plus their places on waiting lists. */
  used: number;
  /** The Admin's `maxOpenReservations`. */
  max: number;
  reached: boolean;
}

/**
 * How much of `maxOpenReservations` the signed-in Loaner uses (LENDING.md "Limits", decision 022): held reservations
 * and waiting places count together, units set aside for a booking do not. Undefined until all three calls answered.
 */
export function useReservationLimit(): ReservationLimit | undefined {
  const policy = useLendingPolicy();
  // The limit keeps a Loaner's own reservations far below a page of MAX_PAGE_SIZE.
  const reservations = useUserReservations({ pageNumber: 1, pageSize: MAX_PAGE_SIZE });
  const waiting = useAllUserWaitlist();
  if (!policy.data || !reservations.data || !waiting.data) return undefined;
  const held = reservations.data.data.filter((reservation) => reservation.bookingTo === null).length;
  const used = held + (waiting.data.totalCount ?? waiting.data.data.length);
  const max = policy.data.maxOpenReservations;
  return { used, max, reached: used >= max };
}

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
