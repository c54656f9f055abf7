import type { Reservation } from '@labstock/shared';
import { LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/** The loaner's reservations waiting at the counter, so the Clerk knows what to fetch from the shelves. */
export function HeldReservations({ reservations, loading }: { reservations: Reservation[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <LinearProgress aria-label={t('Loading the reservations')} />;
  if (reservations.length === 0) return <Typography color="text.secondary">{t('No reservations held.')}</Typography>;
  return (
    <div>
      <Typography component="h2" variant="subtitle1">
        {t('Held reservations')}
      </Typography>
      <ul>
        {reservations.map(({ reservationId, component, pickUpBy }) => (
          <li key={reservationId}>
            {t('{{type}} no. {{number}}, pick up by {{date}}', {
              type: component.componentTypeName,
              number: component.componentNumber,
              date: formatDate(pickUpBy),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
