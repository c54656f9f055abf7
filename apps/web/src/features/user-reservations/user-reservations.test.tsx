import { type Booking, BookingStatus, DEFAULT_LENDING_POLICY, Language } from '@labstock/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, stubServer } from '../../test/fetch-stub';
import { oscilloscopeNo4, reservationOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { paginationOf, waitlistEntryOf } from '../../test/waitlist-fixtures';
import { Component as UserReservations } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

const reservation = reservationOf(oscilloscopeNo4('Scratched'), null);

function bookingOf(bookingId: number, fields: Partial<Booking>): Booking {
  return {
    bookingId,
    componentTypeId: 7,
    componentTypeName: 'Arduino Uno',
    loaner: null,
    quantity: 3,
    from: '2030-06-03',
    to: '2030-06-14',
    status: BookingStatus.Booked,
    readyCount: 0,
    collectedCount: 0,
    atRisk: false,
    setAside: [],
    createdAt: '2030-05-01T08:00:00.000Z',
    ...fields,
  };
}

/** One of each kind a user notices: booked and at risk, ready in part, collected, cancelled. */
const bookings = [
  bookingOf(40, { atRisk: true }),
  bookingOf(41, { componentTypeName: 'Multimeter', status: BookingStatus.Ready, readyCount: 2, collectedCount: 1 }),
  bookingOf(42, { componentTypeName: 'Soldering iron', status: BookingStatus.Collected, collectedCount: 3 }),
  bookingOf(43, { componentTypeName: 'Power supply', status: BookingStatus.Cancelled }),
];

/** Lea waits for the Oscilloscope, second in line. */
const place = waitlistEntryOf({ position: 2 });

/**
 * The page's lists, paged as the server pages them, and the limits (5 reservations unless `maxOpenReservations`);
 * leaving a waiting list frees the place. `answer` may take over single calls.
 */
function serve(answer: Answer = () => undefined, maxOpenReservations = 5) {
  let places = [place];
  return stubServer((call) => {
    if (call.method === 'DELETE') {
      if (call.url === `/api/Waitlist/${place.waitlistEntryId}`) places = [];
      return new Response(null, { status: 204 });
    }
    const list = (rows: unknown[]) => jsonResponse(rows, { headers: paginationOf(rows.length) });
    if (call.url === '/api/Loans/policy') return jsonResponse({ ...DEFAULT_LENDING_POLICY, maxOpenReservations });
    if (call.url.startsWith('/api/Waitlist/User')) return list(places);
    return call.url.startsWith('/api/Bookings/User') ? list(bookings) : list([reservation]);
  }, answer);
}

async function deleteAfterConfirming() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete reservation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete reservation' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

/** The bookings table once its rows came. */
async function bookingsTable(name = 'My bookings') {
  const table = await screen.findByRole('table', { name });
  await within(table).findByRole('row', { name: /Arduino Uno/ });
  return table;
}

describe('My reservations', () => {
  it('lists the reservation and deletes it only after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<UserReservations />);
    const table = await screen.findByRole('table', { name: 'My reservations' });
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    expect(within(row).getByText('02-05-2030')).toBeInTheDocument();
    expect(within(row).getByText('Scratched')).toBeInTheDocument();

    await deleteAfterConfirming();
    expect(await screen.findByText('Reservation deletion successful')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Reservations/User/11');
  });

  it("shows by when the reservation must be picked up: the lab's day the server gives", async () => {
    serve();
    renderWithProviders(<UserReservations />);
    const table = await screen.findByRole('table', { name: 'My reservations' });
    expect(within(table).getByRole('columnheader', { name: 'Pick up by' })).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    expect(within(row).getByText('10-05-2030')).toBeInTheDocument();
  });

  it("shows the server's reason when the deletion fails", async () => {
    serve((call) => (call.method === 'DELETE' ? problemResponse(404, { title: 'Reservation not found.' }) : undefined));
    renderWithProviders(<UserReservations />);
    await deleteAfterConfirming();
    expect(await screen.findByText('Reservation deletion unsuccessful: Reservation not found.')).toBeInTheDocument();
  });

  it("tells 'Could not fetch reservations: ' when the list fails", async () => {
    serve((call) =>
      call.url.startsWith('/api/Reservations') ? problemResponse(500, { title: 'Server down' }) : undefined,
    );
    renderWithProviders(<UserReservations />);
    expect(await screen.findByText('Could not fetch reservations: Server down')).toBeInTheDocument();
  });
});

describe('My bookings', () => {
  it('lists each booking with its period, status in words, how far along, and at risk', async () => {
    const calls = serve();
    renderWithProviders(<UserReservations />);
    const table = await bookingsTable();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component type', 'Quantity', 'From', 'To', 'Status', 'Ready / collected', 'Cancel booking']);
    const booked = within(table).getByRole('row', { name: /Arduino Uno/ });
    expect(within(booked).getByText('03-06-2030')).toBeInTheDocument();
    expect(within(booked).getByText('14-06-2030')).toBeInTheDocument();
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByText('At risk')).toBeInTheDocument();
    expect(within(booked).getByText('—')).toBeInTheDocument();
    const ready = within(table).getByRole('row', { name: /Multimeter/ });
    expect(within(ready).getByText('Ready for pick-up')).toBeInTheDocument();
    expect(within(ready).getByText('2 of 3 ready, 1 of 3 collected')).toBeInTheDocument();
    expect(within(ready).queryByText('At risk')).not.toBeInTheDocument();
    const collected = within(table).getByRole('row', { name: /Soldering iron/ });
    expect(within(collected).getByText('3 of 3 collected')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Power supply/ })).toHaveTextContent('Cancelled');
    expect(calls.map((call) => call.url)).toContain('/api/Bookings/User?pageNumber=1&pageSize=10');
  });

  it('offers Cancel only while a booking holds units, and cancels after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<UserReservations />);
    const table = await bookingsTable();

    for (const name of [/Soldering iron/, /Power supply/]) {
      expect(within(within(table).getByRole('row', { name })).queryByRole('button')).not.toBeInTheDocument();
    }
    const ready = within(table).getByRole('row', { name: /Multimeter/ });
    await userEvent.click(within(ready).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent(
      'Please confirm that you want to cancel your booking of 3 × Multimeter, 03-06-2030 to 14-06-2030.',
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('The booking was cancelled.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/Bookings/41']);
  });

  it("shows the server's reason when a cancellation fails", async () => {
    serve((call) =>
      call.method === 'DELETE' ? problemResponse(409, { title: 'Conflict', detail: 'Already collected.' }) : undefined,
    );
    renderWithProviders(<UserReservations />);
    const booked = within(await bookingsTable()).getByRole('row', { name: /Arduino Uno/ });
    await userEvent.click(within(booked).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('The booking was not cancelled: Already collected.')).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve();
    renderWithProviders(<UserReservations />);
    const table = await bookingsTable('Mine bookinger');
    const ready = within(table).getByRole('row', { name: /Multimeter/ });
    expect(within(ready).getByText('Klar til afhentning')).toBeInTheDocument();
    expect(within(ready).getByText('2 af 3 klar, 1 af 3 afhentet')).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Annullér booking' })).toBeInTheDocument();
  });
});

describe('My waiting lists', () => {
  it('lists each place with the type, the place in line the server counted and the day joined', async () => {
    const calls = serve();
    renderWithProviders(<UserReservations />);
    expect(screen.getByRole('heading', { name: 'Waiting lists', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My waiting lists' });
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component type', 'Place in line', 'Joined', 'Leave waiting list']);
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('03-05-2030')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/Waitlist/User?pageNumber=1&pageSize=10');
  });

  it('leaves a waiting list after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<UserReservations />);
    const table = await screen.findByRole('table', { name: 'My waiting lists' });
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Leave waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave waiting list' });
    expect(dialog).toHaveTextContent(
      'Please confirm that you want to leave the waiting list for Oscilloscope. If you join again, you join at the end.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave waiting list' }));

    expect(await screen.findByText('You left the waiting list for Oscilloscope.')).toBeInTheDocument();
    expect(await screen.findByText('You are not on any waiting list.')).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Oscilloscope/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/Waitlist/50']);
  });

  it('tells how many reservations the limit leaves, counting waiting places with reservations', async () => {
    serve();
    renderWithProviders(<UserReservations />);
    expect(
      await screen.findByText('2 of 5 reservations. Places on waiting lists count as reservations.'),
    ).toBeInTheDocument();
  });

  it('warns once the limit is reached', async () => {
    serve(undefined, 2);
    renderWithProviders(<UserReservations />);
    expect(
      await screen.findByText(
        '2 of 2 reservations. You can hold at most 2 reservations and waiting-list places at a time: pick one up, cancel one or leave a waiting list before you reserve more.',
      ),
    ).toBeInTheDocument();
  });

  it('warns in Danish once the limit is reached', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve(undefined, 2);
    renderWithProviders(<UserReservations />);
    expect(
      await screen.findByText(
        '2 af 2 reservationer. Du kan højst have 2 reservationer og ventelistepladser ad gangen: hent en, annullér en eller forlad en venteliste, før du reserverer flere.',
      ),
    ).toBeInTheDocument();
  });

  it('counts neither the units set aside for a booking nor a place left', async () => {
    serve((call) =>
      call.url.startsWith('/api/Reservations/User')
        ? jsonResponse([reservation, { ...reservation, reservationId: 12, bookingTo: '2030-05-20' }], {
            headers: paginationOf(2),
          })
        : undefined,
    );
    renderWithProviders(<UserReservations />);
    expect(await screen.findByText(/^2 of 5 reservations/)).toBeInTheDocument();
    const row = await within(await screen.findByRole('table', { name: 'My waiting lists' })).findByRole('row', {
      name: /Oscilloscope/,
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Leave waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave waiting list' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave waiting list' }));
    expect(await screen.findByText(/^1 of 5 reservations/)).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve();
    renderWithProviders(<UserReservations />);
    expect(screen.getByRole('heading', { name: 'Ventelister' })).toBeInTheDocument();
    expect(
      await screen.findByText('2 af 5 reservationer. Pladser på ventelister tæller som reservationer.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mine ventelister' });
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    expect(within(row).getByRole('button', { name: 'Forlad venteliste' })).toBeInTheDocument();
  });
});
