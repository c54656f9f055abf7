import { type Component, messages, type Reservation } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { returnDateRefusalOf } from '../../api/claim-conflict';
import { useHandoutAvailableComponent } from '../../api/loans/handout-available-component';
import { useHandoutReservation } from '../../api/loans/handout-reservation';
import { errorText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';

/** What a hand-out lends: a reservation's component to its loaner, or an available component to any loaner. */
export type HandoutOf = { reservation: Reservation } | { component: Component };

export interface HandoutTerms {
  loanerId: number;
  /** The agreed hand-in date, yyyy-MM-dd. */
  handinDate: string;
  /** Lend even though the loaner has overdue loans. */
  force: boolean;
}

/**
 * Sends the hand-out and tells the Clerk how it went, in the spec's words for each kind of hand-out. A return date
 * refused for one that works is not a notice: it is `refusal`, for the form to show beside the date.
 */
export function useHandout(of: HandoutOf, onDone: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const ofReservation = useHandoutReservation();
  const ofComponent = useHandoutAvailableComponent(
    'reservation' in of ? of.reservation.component.componentTypeId : of.component.componentTypeId,
  );
  const tell = (success: string, failure: (error: unknown) => string) => ({
    onSuccess: () => {
      notify(success, 'success');
      onDone();
    },
    onError: (error: unknown) => {
      if (!returnDateRefusalOf(error)) notify(failure(error), 'error');
    },
  });

  const send = ({ loanerId, handinDate, force }: HandoutTerms) => {
    if ('reservation' in of) {
      const { reservationId, component } = of.reservation;
      ofReservation.mutate(
        { reservationId, componentId: component.componentId, loanerId, handinDate, force },
        tell(
          t(messages.reservationHandoutSuccessful),
          (error) => `${t(messages.reservationHandoutUnsuccessful)} ${errorText(error)}`,
        ),
      );
    } else {
      ofComponent.mutate(
        { componentId: of.component.componentId, loanerId, handinDate, force },
        tell(t(messages.success), (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`),
      );
    }
  };

  return {
    send,
    isPending: ofReservation.isPending || ofComponent.isPending,
    refusal: returnDateRefusalOf(ofReservation.error ?? ofComponent.error),
    /** The refusal was about the date sent: another one is asked about afresh. */
    clearRefusal: () => {
      ofReservation.reset();
      ofComponent.reset();
    },
  };
}
