import { BookingStatus } from '@labstock/shared';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListQuery } from '../../api/bookings/keys';
import { useBookings } from '../../api/bookings/list-bookings';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { useSmallScreen } from '../../lib/use-small-screen';
import { BookingsTable } from './components/bookings-table';
import { NewBookingDialog } from './components/new-booking-dialog';

type BookingList = 'pickUps' | 'upcoming' | 'atRisk';

/** Which bookings each list asks the server for (LENDING.md "Bookings ahead"). */
const filters: Record<BookingList, Pick<BookingListQuery, 'status' | 'atRisk'>> = {
  // Set aside today or on an earlier day of the period, waiting at the counter.
  pickUps: { status: [BookingStatus.Ready] },
  // The server orders them by their first day.
  upcoming: { status: [BookingStatus.Booked] },
  // Only those the lab can still act on: a collected or ended booking is no longer at risk.
  atRisk: { status: [BookingStatus.Booked, BookingStatus.Ready], atRisk: true },
};

/** /Bookings (Clerk, Admin): today's pick-ups, the bookings to come and those at risk, each handed out in one step. */
export function Component() {
  const { t } = useTranslation();
  const [list, setList] = useState<BookingList>('pickUps');
  const [booking, setBooking] = useState(false);
  const paging = usePaging();
  const bookings = useBookings({ ...paging.query, ...filters[list] });
  useStayWithinTotal(paging, bookings.data?.totalCount);
  useErrorNotification(bookings.error, (error) => `${t('Could not fetch the bookings: ')}${errorText(error)}`);
  const id = useId();
  const smallScreen = useSmallScreen();
  const names: Record<BookingList, { tab: string; empty: string }> = {
    pickUps: { tab: t("Today's pick-ups"), empty: t('No bookings are ready for pick-up.') },
    upcoming: { tab: t('Upcoming'), empty: t('No bookings to come.') },
    atRisk: { tab: t('At risk'), empty: t('No bookings are at risk.') },
  };
  const tab = (value: BookingList) => (
    <Tab value={value} label={names[value].tab} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}-panel`} />
  );
  const choose = (next: BookingList) => {
    setList(next);
    paging.setPageIndex(0);
  };

  return (
    <>
      <PageTitle>{t('Bookings')}</PageTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box sx={{ flexGrow: 1, width: '100%', maxWidth: 480 }}>
          <SearchField label={t('Search for bookings')} onSearch={paging.setSearchString} />
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBooking(true)} sx={{ flexShrink: 0 }}>
          {t('New booking')}
        </Button>
      </Stack>
      {/* Mounted only while open: each booking starts empty. */}
      {booking && <NewBookingDialog onClose={() => setBooking(false)} />}
      <Tabs
        value={list}
        onChange={(_event, next: BookingList) => choose(next)}
        // On a phone the three share the width, their words on two lines, rather than scroll out of sight.
        variant={smallScreen ? 'fullWidth' : 'standard'}
        sx={{ mb: 2 }}
      >
        {tab('pickUps')}
        {tab('upcoming')}
        {tab('atRisk')}
      </Tabs>
      <div role="tabpanel" id={`${id}-${list}-panel`} aria-labelledby={`${id}-${list}-tab`}>
        <BookingsTable
          label={names[list].tab}
          emptyText={names[list].empty}
          rows={bookings.data?.data}
          totalCount={bookings.data?.totalCount}
          totalCapped={bookings.data?.totalCapped}
          loading={bookings.isFetching}
          paging={paging}
        />
      </div>
    </>
  );
}
