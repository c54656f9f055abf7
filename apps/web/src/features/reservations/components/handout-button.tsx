import type { Reservation } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoutDialog } from '../../../entities/lending/handout-dialog';
import { OverdueAwareButton } from '../../../entities/lending/overdue-aware-button';

/** Opens the hand-out dialog; warns when the loaner has overdue loans. */
export function HandoutButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <OverdueAwareButton
        overdue={reservation.loaner?.hasOverdueLoans ?? false}
        label={t('Handout')}
        onClick={() => setOpen(true)}
      />
      <HandoutDialog open={open} reservation={reservation} onClose={() => setOpen(false)} />
    </>
  );
}
