import type { ComponentType } from '@labstock/shared';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useJoinWaitlist } from '../../../api/waitlist/join-waitlist';
import { useReservationLimit } from '../../../entities/waitlist/use-reservation-limit';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';

export interface JoinWaitlistButtonProps {
  componentType: ComponentType;
  /** Takes the focus when it appears in place of a refused Reserve, so the keyboard stays where the user was. */
  autoFocus?: boolean;
  onJoined?: () => void;
}

/**
 * Takes the last place in the type's queue; the notice tells the place the server gave. Disabled, as Reserve is,
 * once the Loaner's reservations and places reach the limit.
 */
export function JoinWaitlistButton({ componentType, autoFocus, onJoined }: JoinWaitlistButtonProps) {
  const { t } = useTranslation();
  const limitReached = useReservationLimit()?.reached ?? false;
  const notify = useNotify();
  const name = componentType.componentName;
  const joining = useJoinWaitlist({
    onSuccess: (entry) => {
      notify(
        t('You joined the waiting list for {{name}}. You are number {{position}} in line.', {
          name,
          position: entry.position,
        }),
        'success',
      );
      onJoined?.();
    },
    onError: (error) => notify(`${t('Could not join the waiting list: ')}${errorText(error)}`, 'error'),
  });
  const join = () => joining.mutate(componentType.componentTypeId);

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={join}
      disabled={joining.isPending || limitReached}
      autoFocus={autoFocus}
    >
      {t('Join waiting list')}
    </Button>
  );
}
