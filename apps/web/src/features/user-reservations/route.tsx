import { messages } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserBookings } from '../../api/bookings/get-user-bookings';
import { useUserReservations } from '../../api/reservations/get-user-reservations';
import { useUserWaitlist } from '../../api/waitlist/get-user-waitlist';
import { PageTitle } from '../../components/page-title';
import { ReservationLimitLine } from '../../entities/waitlist/reservation-limit';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { UserBookingsTable } from './components/user-bookings-table';
import { UserReservationsTable } from './components/user-reservations-table';
import { UserWaitlistTable } from './components/user-waitlist-table';

/**
 * /UserReservations (Loaner): how many reservations the limit leaves, the user's own reservations (each of which they
 * may delete), their places in waiting lists and their bookings ahead.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('My reservations')}</PageTitle>
      <Box sx={{ mb: 2 }}>
        <ReservationLimitLine />
      </Box>
      <Section title={t('Reservations')}>
        <OwnReservations />
      </Section>
      <Section title={t('Waiting lists')}>
        <OwnWaitlist />
      </Section>
      <Section title={t('Bookings')}>
        <OwnBookings />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OwnReservations() {
  const { t } = useTranslation();
  const paging = usePaging();
  const reservations = useUserReservations(paging.query);
  useErrorNotification(reservations.error, (error) => `${t(messages.reservationsFetchFailed)}${errorText(error)}`);
  return (
    <UserReservationsTable
      rows={reservations.data?.data}
      totalCount={reservations.data?.totalCount}
      loading={reservations.isFetching}
      paging={paging}
    />
  );
}

function OwnWaitlist() {
  const { t } = useTranslation();
  const paging = usePaging();
  const places = useUserWaitlist(paging.query);
  useErrorNotification(places.error, (error) => `${t('Could not fetch your waiting lists: ')}${errorText(error)}`);
  return (
    <UserWaitlistTable
      rows={places.data?.data}
      totalCount={places.data?.totalCount}
      loading={places.isFetching}
      paging={paging}
    />
  );
}

function OwnBookings() {
  const { t } = useTranslation();
  const paging = usePaging();
  const bookings = useUserBookings(paging.query);
  useErrorNotification(bookings.error, (error) => `${t('Could not fetch the bookings: ')}${errorText(error)}`);
  return (
    <UserBookingsTable
      rows={bookings.data?.data}
      totalCount={bookings.data?.totalCount}
      loading={bookings.isFetching}
      paging={paging}
    />
  );
}
