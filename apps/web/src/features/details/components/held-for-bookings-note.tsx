import { type ComponentType, RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../../../api/component-types/get-availability';
import { useLabToday } from '../../../api/environment/lab-today';
import { isLentToLoaners } from '../../../entities/component-type/availability-label';
import { calendarPeriod } from './availability-weeks';

/**
 * Beside "In stock: N", why it is fewer than the calendar shows free today: "In stock" is what can be reserved now
 * without breaking a booking (LENDING.md "Days and claims"), and a reservation holds its unit for
 * RESERVATION_PICKUP_DAYS, so units free today but booked within those days cannot be reserved. Nothing otherwise.
 * It reads the calendar's own answer, so the two always tell of the same days.
 */
export function HeldForBookingsNote({ componentType }: { componentType: ComponentType }) {
  const labToday = useLabToday();
  if (labToday === undefined || !isLentToLoaners(componentType)) return null;
  return <HeldNote componentType={componentType} labToday={labToday} />;
}

function HeldNote({ componentType, labToday }: { componentType: ComponentType; labToday: string }) {
  const { t } = useTranslation();
  const availability = useAvailability(componentType.componentTypeId, calendarPeriod(labToday));
  const freeToday = availability.data?.[0]?.available ?? 0;
  const held = freeToday - componentType.numberOfAvailebleComponents;
  if (held <= 0) return null;
  const values = { count: held, days: RESERVATION_PICKUP_DAYS };
  return (
    <Typography variant="body2" color="text.secondary">
      {held === 1
        ? t(
            '1 of the units free today is booked within the {{days}} days a reservation is held, so it cannot be reserved now.',
            values,
          )
        : t(
            '{{count}} of the units free today are booked within the {{days}} days a reservation is held, so they cannot be reserved now.',
            values,
          )}
    </Typography>
  );
}
