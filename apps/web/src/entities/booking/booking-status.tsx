import type { BookingStatus } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A booking's status in words (LENDING.md "Bookings ahead"). */
export function bookingStatusText(t: TFunction, status: BookingStatus): string {
  const texts: Record<BookingStatus, string> = {
    Booked: t('Booked'),
    Ready: t('Ready for pick-up'),
    Collected: t('Collected'),
    Cancelled: t('Cancelled'),
    Expired: t('Expired'),
  };
  return texts[status];
}

/** The lab cannot give the booking every unit on some day of its period: told by a word and an icon, not colour. */
export function AtRiskChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={t('At risk')} />;
}
