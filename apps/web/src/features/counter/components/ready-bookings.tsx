import type { Booking } from '@labstock/shared';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setAsideNumbers } from '../../../entities/booking/set-aside-numbers';
import { formatDate } from '../../../lib/dates';

export interface ReadyBookingsProps {
  bookings: Booking[];
  loading: boolean;
  /** Puts the booking's set-aside units in the scan list. */
  onAdd(booking: Booking): void;
  disabled: boolean;
}

/** The loaner's bookings ready for pick-up, with the units set aside for them (LENDING.md "Counter"). */
export function ReadyBookings({ bookings, loading, onAdd, disabled }: ReadyBookingsProps) {
  const { t } = useTranslation();
  if (loading) return <LinearProgress aria-label={t('Loading the bookings')} />;
  if (bookings.length === 0)
    return <Typography color="text.secondary">{t('No bookings are ready for pick-up.')}</Typography>;
  return (
    <div>
      <Typography component="h2" variant="subtitle1">
        {t('Bookings ready for pick-up')}
      </Typography>
      <ul>
        {bookings.map((booking) => {
          const what = t('{{quantity}} × {{type}}', { quantity: booking.quantity, type: booking.componentTypeName });
          return (
            <li key={booking.bookingId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>
                  {t('{{what}}, {{from}} to {{to}}, set aside: {{numbers}}', {
                    what,
                    from: formatDate(booking.from),
                    to: formatDate(booking.to),
                    numbers: setAsideNumbers(booking.setAside) || '—',
                  })}
                </span>
                <Button
                  size="small"
                  onClick={() => onAdd(booking)}
                  disabled={disabled || booking.setAside.length === 0}
                  aria-label={t('Add to list: {{what}}', { what })}
                >
                  {t('Add to list')}
                </Button>
              </Stack>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
