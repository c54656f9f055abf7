import type { Reservation } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as Reservations } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

function reservationOf(hasOverdueLoans: boolean): Reservation {
  return {
    reservationId: 11,
    reservationDate: '2030-05-02T09:30:00.000Z',
    loanerId: 3,
    component: {
      componentId: 21,
      componentTypeId: 5,
      componentTypeName: 'Oscilloscope',
      componentNumber: 4,
      adminComment: null,
    },
    loaner: {
      loanerId: 3,
      firstName: 'Lea',
      lastName: 'Loaner',
      auId: 'au100003',
      studentNo: '201900001',
      staffInitials: null,
      mobileNo: '12345678',
      email: 'lea@uni.example',
      hasOverdueLoans,
      language: 'en',
      roles: [],
    },
  };
}

const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ status, title }), { status, headers: { 'Content-Type': 'application/problem+json' } });

interface Server {
  reservation: Reservation;
  setting?: () => Response;
}

/** The Reservations screen over a stubbed server holding one reservation. */
function renderScreen({ reservation, setting = () => jsonResponse({ defaultReturnDate: '2030-06-15' }) }: Server) {
  const calls = stubFetch((call: RecordedCall) => {
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

const handoutPosts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('hand-out of a reservation', () => {
  it('prefills the default hand-in date and hands out on Confirm', async () => {
    const calls = renderScreen({ reservation: reservationOf(false) });
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

  it("tells 'Could not fetch default handout date.' and refuses a hand-out without a date", async () => {
    const calls = renderScreen({ reservation: reservationOf(false), setting: () => problem(500, 'Server down') });
    const dialog = await openHandout();

    expect(await screen.findByText('Could not fetch default handout date.')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Handin date is undefined')).toBeInTheDocument();
    expect(handoutPosts(calls)).toHaveLength(0);
  });

  it("needs 'force handout' ticked for a loaner with overdue loans, and sends force", async () => {
    const calls = renderScreen({ reservation: reservationOf(true) });
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
      if (call.method === 'POST') return problem(409, 'Component is not available');
      return jsonResponse([reservationOf(false)]);
    });
    renderWithProviders(<Reservations />);
    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Reservation handout unsuccessful: Component is not available')).toBeInTheDocument();
  });
});

describe('reservations list', () => {
  it("tells 'Unsuccessfully fetched Reservations: ' when the list fails", async () => {
    stubFetch(() => problem(500, 'Server down'));
    renderWithProviders(<Reservations />);
    expect(await screen.findByText('Unsuccessfully fetched Reservations: Server down')).toBeInTheDocument();
  });
});
