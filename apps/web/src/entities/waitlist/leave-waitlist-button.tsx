import type { WaitlistEntry } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useLeaveWaitlist } from '../../api/waitlist/leave-waitlist';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';

/** The Loaner gives up their place in a type's queue, after confirming: a place left cannot be had back. */
export function LeaveWaitlistButton({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const leaving = useLeaveWaitlist();
  const type = entry.componentTypeName;
  return (
    <ConfirmDeleteButton
      label={t('Leave waiting list')}
      title={t('Leave waiting list')}
      text={t(
        'Please confirm that you want to leave the waiting list for {{type}}. If you join again, you join at the end.',
        { type },
      )}
      confirmLabel={t('Leave waiting list')}
      deletion={leaving}
      id={entry.waitlistEntryId}
      successText={t('You left the waiting list for {{type}}.', { type })}
      failureText={t('Could not leave the waiting list: ')}
    />
  );
}
