import type { Booking, ComponentType } from '@labstock/shared';
import EventIcon from '@mui/icons-material/Event';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BookingForm } from '../../../entities/booking/booking-form';
import { useLabDayWords } from '../../../entities/booking/lab-day-words';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSmallScreen } from '../../../lib/use-small-screen';

/** "Book ahead" under the availability calendar, and its dialog: each opening starts a fresh form. */
export function BookAheadButton({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)}>
        {t('Book ahead')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('Book {{name}} ahead', { name: componentType.componentName })}
        </DialogTitle>
        {open && <BookAheadContent componentType={componentType} onClose={close} />}
      </Dialog>
    </>
  );
}

/** The user's own booking: the form, then what was booked. */
function BookAheadContent({ componentType, onClose }: { componentType: ComponentType; onClose(): void }) {
  const { isClerk, isAdmin } = useAuth();
  const [booked, setBooked] = useState<Booking | null>(null);
  if (booked) return <BookedNotice booking={booked} onClose={onClose} />;
  return (
    <BookingForm
      componentTypeId={componentType.componentTypeId}
      quantityLimited={!isClerk && !isAdmin}
      onBooked={setBooked}
      onClose={onClose}
    />
  );
}

/** The booking made: its period in words and where to find it. */
function BookedNotice({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  const what = { count: booking.quantity, name: booking.componentTypeName };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="success" role="status">
            {booking.from === booking.to
              ? t('Booked {{count}} × {{name}} for {{day}}.', { ...what, day: words.day(booking.from) })
              : t('Booked {{count}} × {{name}} from {{from}} to {{to}}.', {
                  ...what,
                  from: words.day(booking.from),
                  to: words.day(booking.to),
                })}
          </Alert>
          <Link component={RouterLink} to="/UserReservations">
            {t('See your bookings in My reservations')}
          </Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* Confirm went away with the form: the keyboard's focus lands here instead of outside the dialog. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </>
  );
}
