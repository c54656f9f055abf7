import type { ComponentType } from '@labstock/shared';
import { Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllUserWaitlist } from '../../../api/waitlist/get-user-waitlist';
import { isLentToLoaners, isReservable } from '../../../entities/component-type/availability-label';
import { ReserveButton } from '../../../entities/component-type/reserve-button';
import { LeaveWaitlistButton } from '../../../entities/waitlist/leave-waitlist-button';
import { errorText } from '../../../lib/api-client';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { JoinWaitlistButton } from './join-waitlist-button';

/**
 * The Loaner's way to a unit (LENDING.md "Waiting list"): Reserve while one is in stock; otherwise, or once Reserve
 * was refused (others wait), a place in the queue. A Loaner in the queue sees the position the server counted. A
 * type the lab keeps for itself offers neither, as the server refuses both, and says why instead.
 */
export function ReserveOrWait({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const [joined, setJoined] = useState(false);
  const placeRef = useRef<HTMLParagraphElement>(null);
  const places = useAllUserWaitlist();
  useErrorNotification(places.error, (error) => `${t('Could not fetch your waiting lists: ')}${errorText(error)}`);
  const place = places.data?.data.find((entry) => entry.componentTypeId === componentType.componentTypeId);
  // The Join button is gone once the place shows: the keyboard goes on from the place, just before Leave.
  const showsPlace = place !== undefined;
  useEffect(() => {
    if (joined && showsPlace) placeRef.current?.focus();
  }, [joined, showsPlace]);

  if (place) {
    return (
      <>
        <Typography ref={placeRef} tabIndex={-1} sx={{ fontWeight: 500 }}>
          {t('You are number {{position}} in line', { position: place.position })}
        </Typography>
        <LeaveWaitlistButton entry={place} />
      </>
    );
  }
  if (!isLentToLoaners(componentType)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('The lab keeps this type for its own use: it cannot be reserved, booked or waited for.')}
      </Typography>
    );
  }
  if (isReservable(componentType) && !refused) {
    return <ReserveButton componentType={componentType} onRefused={() => setRefused(true)} />;
  }
  // Until the Loaner's places are known, Join could offer a place they already hold.
  return places.data ? (
    <JoinWaitlistButton componentType={componentType} autoFocus={refused} onJoined={() => setJoined(true)} />
  ) : null;
}
