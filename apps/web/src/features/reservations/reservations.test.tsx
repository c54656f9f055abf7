import type { Reservation } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO, subDays } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { formatDate, toIsoDate } from '../../lib/dates';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { leaLoaner, oscilloscopeNo4, reservationOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as Reservations } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

/** The reservation waiting for hand-out, by Lea with or without overdue loans. */
const reservationBy = (hasOverdueLoans: boolean) => reservationOf(oscilloscopeNo4(), leaLoaner({ hasOverdueLoans }));

interface Server {
  reservation: Reservation;
  setting?: () => Response;
}

/**
 * The lab's today as the server tells it: the browser's yesterday, as for a Clerk whose browser is a zone ahead of
 * the lab (just past midnight there, still the evening before in the lab).
 */
const labToday = toIsoDate(subDays(new Date(), 1));

/** The Reservations screen over a stubbed server holding one reservation. */
function renderScreen({ reservation, setting = () => jsonResponse({ defaultReturnDate: '2030-06-15' }) }: Server) {
  const calls = stubFetch((call: RecordedCall) => {
    if (call.url === '/api/Environment') return jsonResponse({ environment: 'Test', version: '2.3.2', labToday });
    if (call.url.startsWith('/api/Loans/setting')) return setting();
    if (call.method === 'POST' && call.url === '/api/Loans') return jsonResponse({}, { status: 201 });
    return jsonResponse([reservation]);
  });
  renderWithProviders(<Reservations />);
  return calls;
}

async function openHandout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Handout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hand out reservation' });
  await within(dialog).findByRole('group', { name: /Handin date/ });
  return dialog;
}

/** Types a whole date into the dialog's hand-in date, section by section as a Clerk would. */
async function typeDate(dialog: HTMLElement, date: Date) {
  await userEvent.click(within(dialog).getByRole('spinbutton', { name: 'Day' }));
  await userEvent.keyboard(format(date, 'ddMMyyyy'));
}

const handoutPosts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('hand-out of a reservation', () => {
  it('prefills the default hand-in date and hands out on Confirm', async () => {
    const calls = renderScreen({ reservation: reservationBy(false) });
    const dialog = await openHandout();

    expect(within(dialog).getByText('Oscilloscope (no. 4)')).toBeInTheDocument();
    expect(within(dialog).getByText('Lea Loaner (au100003)')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15-06-2030')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Reservation handout successful')).toBeInTheDocument();
    expect(handoutPosts(calls)[0]?.body).toEqual({
      reservationId: 11,
      componentId: 21,
      loanerId: 3,
      handinDate: '2030-06-15',
      force: false,
    });
  });

  it("tells 'Could not fetch default handout date.' and the empty field says 'Handin date is undefined'", async () => {
    const calls = renderScreen({
      reservation: reservationBy(false),
      setting: () => problemResponse(500, { title: 'Server down' }),
    });
    const dialog = await openHandout();

    expect(await screen.findByText('Could not fetch default handout date.')).toBeInTheDocument();
    const field = within(dialog).getByRole('group', { name: /Handin date/ });
    expect(within(field).getByDisplayValue('')).toBeInTheDocument();
    expect(within(dialog).getByText('Handin date is undefined')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(handoutPosts(calls)).toHaveLength(0);
  });

  it('says in the field that a partly typed date is not a date, and keeps Confirm disabled', async () => {
    const calls = renderScreen({ reservation: reservationBy(false) });
    const dialog = await openHandout();

    await userEvent.click(within(dialog).getByRole('spinbutton', { name: 'Year' }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();

    expect(within(dialog).getByDisplayValue('15-06-YYYY')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter the whole date as dd-mm-yyyy')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(handoutPosts(calls)).toHaveLength(0);
  });

  it("refuses a hand-in date before the lab's today, which the server gives, not the browser", async () => {
    const calls = renderScreen({ reservation: reservationBy(false) });
    const dialog = await openHandout();
    await typeDate(dialog, subDays(parseISO(labToday), 1));

    expect(await within(dialog).findByText(`The date cannot be before ${formatDate(labToday)}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(handoutPosts(calls)).toHaveLength(0);
  });

  it("hands out until the lab's today, though it is the browser's yesterday", async () => {
    const calls = renderScreen({ reservation: reservationBy(false) });
    const dialog = await openHandout();
    await typeDate(dialog, parseISO(labToday));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(handoutPosts(calls)[0]?.body).toMatchObject({ handinDate: labToday }));
    expect(within(dialog).queryByText(/The date cannot be before/)).not.toBeInTheDocument();
  });

  it('offers no hand-in date beyond the last one the server takes, which it names with the default', async () => {
    const calls = renderScreen({
      reservation: reservationBy(false),
      setting: () => jsonResponse({ defaultReturnDate: '2030-06-15', latestReturnDate: '2030-06-30' }),
    });
    const dialog = await openHandout();
    await typeDate(dialog, parseISO('2030-07-01'));

    expect(await within(dialog).findByText('The date cannot be after 30-06-2030')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await typeDate(dialog, parseISO('2030-06-30'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(handoutPosts(calls)[0]?.body).toMatchObject({ handinDate: '2030-06-30' }));
  });

  it("needs 'force handout' ticked for a loaner with overdue loans, and sends force", async () => {
    const calls = renderScreen({ reservation: reservationBy(true) });
    expect(
      await screen.findByRole('button', { name: 'Handout', description: 'Loaner has overdue loan(s)' }),
    ).toBeInTheDocument();
    const dialog = await openHandout();

    expect(within(dialog).getByText('Loaner has overdue loan(s)')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'force handout' }));
    await userEvent.click(confirm);

    await waitFor(() => expect(handoutPosts(calls)).toHaveLength(1));
    expect(handoutPosts(calls)[0]?.body).toMatchObject({ handinDate: '2030-06-15', force: true });
  });

  it("shows the server's reason when the hand-out fails", async () => {
    stubFetch((call) => {
      if (call.url.startsWith('/api/Loans/setting')) return jsonResponse({ defaultReturnDate: '2030-06-15' });
      if (call.method === 'POST') return problemResponse(409, { title: 'Component is not available' });
      return jsonResponse([reservationBy(false)]);
    });
    renderWithProviders(<Reservations />);
    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Reservation handout unsuccessful: Component is not available')).toBeInTheDocument();
  });
});

describe('reservations list', () => {
  it('says "of more than" when a search matched more reservations than the server counts', async () => {
    stubFetch(() =>
      jsonResponse([reservationBy(false)], {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: 200, TotalCountCapped: true }) },
      }),
    );
    renderWithProviders(<Reservations />);
    expect(await screen.findByText('1–10 of more than 200')).toBeInTheDocument();
  });

  it('goes back to the previous page when the only row of the last page is handed out', async () => {
    // Eleven reservations, ten a page: the second page holds the last one until it is handed out.
    let waiting = Array.from({ length: 11 }, (_, index) => ({ ...reservationBy(false), reservationId: index + 1 }));
    stubFetch((call: RecordedCall) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/Loans/setting') return jsonResponse({ defaultReturnDate: '2030-06-15' });
      if (call.method === 'POST') {
        waiting = waiting.filter(
          (reservation) => reservation.reservationId !== (call.body as { reservationId: number }).reservationId,
        );
        return jsonResponse({}, { status: 201 });
      }
      const page = Number(url.searchParams.get('pageNumber'));
      return jsonResponse(waiting.slice((page - 1) * 10, page * 10), {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: waiting.length }) },
      });
    });
    renderWithProviders(<Reservations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–11 of 11')).toBeInTheDocument();

    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Handout' })).toHaveLength(10);
    expect(screen.queryByText('No reservations to hand out.')).not.toBeInTheDocument();
  });

  it('shows the Clerk by when each reservation must be picked up', async () => {
    renderScreen({ reservation: reservationBy(false) });
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(within(table).getByRole('columnheader', { name: 'Pick up by' })).toBeInTheDocument();
    expect(await within(table).findByRole('row', { name: /Oscilloscope/ })).toHaveTextContent('10-05-2030');
  });

  it("tells 'Unsuccessfully fetched Reservations: ' when the list fails", async () => {
    stubFetch(() => problemResponse(500, { title: 'Server down' }));
    renderWithProviders(<Reservations />);
    expect(await screen.findByText('Unsuccessfully fetched Reservations: Server down')).toBeInTheDocument();
  });
});
