import { type ComponentType, messages } from '@labstock/shared';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isBorrowerRefusal } from '../../api/claim-conflict';
import { useReserveComponentType } from '../../api/reservations/reserve-component-type';
import { ApiError, errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notify/use-notify';
import { useReservationLimit } from '../waitlist/use-reservation-limit';

export interface ReserveButtonProps {
  componentType: ComponentType;
  /**
   * The server said no (409): none left, others waiting, or a limit; the details offer the waiting list then. Not when
   * it refused the borrower (a qualification, the lab's rules): the waiting list would refuse them as well.
   */
  onRefused?: () => void;
}

/**
 * Reserves one component of the type for the signed-in Loaner; the counts refresh either way. Disabled once the
 * Loaner holds as many reservations as the limit allows: the screen says so beside it (ReservationLimitReached).
 */
export function ReserveButton({ componentType, onRefused }: ReserveButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const reservation = useReserveComponentType({
    onSuccess: () => notify(t(messages.reservationSuccessful), 'success'),
    onError: (error) => {
      notify(`${t(messages.reservationUnsuccessful)}${errorText(error)}`, 'error');
      if (error instanceof ApiError && error.status === 409 && !isBorrowerRefusal(error)) onRefused?.();
    },
  });
  const limitReached = useReservationLimit()?.reached ?? false;

  const reserve = () => reservation.mutate(componentType.componentTypeId);

  return (
    <Button
      variant="contained"
      size="small"
      onClick={reserve}
      disabled={reservation.isPending || limitReached}
      aria-label={t('Reserve {{name}}', { name: componentType.componentName })}
    >
      {t('Reserve')}
    </Button>
  );
}
