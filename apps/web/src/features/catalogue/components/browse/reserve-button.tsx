import { type ComponentType, messages } from '@labstock/shared';
import { Button } from '@mui/material';
import { errorText } from '../../../../lib/api-client';
import { useNotify } from '../../../../lib/notify/use-notify';
import { useReserveComponentType } from '../../api/reserve-component-type';

/** Reserves one component of the type for the signed-in Loaner; the counts refresh either way. */
export function ReserveButton({ componentType }: { componentType: ComponentType }) {
  const reservation = useReserveComponentType();
  const notify = useNotify();

  const reserve = () =>
    reservation.mutate(componentType.componentTypeId, {
      onSuccess: () => notify(messages.reservationSuccessful, 'success'),
      onError: (error) => notify(`${messages.reservationUnsuccessful}${errorText(error)}`, 'error'),
    });

  return (
    <Button
      variant="contained"
      size="small"
      onClick={reserve}
      disabled={reservation.isPending}
      aria-label={`Reserve ${componentType.componentName}`}
    >
      Reserve
    </Button>
  );
}
