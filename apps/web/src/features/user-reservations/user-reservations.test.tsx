import type { Reservation } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UserReservations } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

const reservation: Reservation = {
  reservationId: 11,
  reservationDate: '2030-05-02T09:30:00.000Z',
  loanerId: 3,
  component: {
    componentId: 21,
    componentTypeId: 5,
    componentTypeName: 'Oscilloscope',
    componentNumber: 4,
    adminComment: 'Scratched',
  },
  loaner: null,
};

const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ status, title }), { status, headers: { 'Content-Type': 'application/problem+json' } });

async function deleteAfterConfirming() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete reservation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete reservation' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('My reservations', () => {
  it('lists the reservation and deletes it only after confirmation', async () => {
    const calls = stubFetch((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse([reservation]),
    );
    renderWithProviders(<UserReservations />);
    const row = await screen.findByRole('row', { name: /Oscilloscope/ });
    expect(within(row).getByText('02-05-2030')).toBeInTheDocument();
    expect(within(row).getByText('Scratched')).toBeInTheDocument();

    await deleteAfterConfirming();
    expect(await screen.findByText('Reservation deletion successful')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Reservations/User/11');
  });

  it("shows the server's reason when the deletion fails", async () => {
    stubFetch((call) =>
      call.method === 'DELETE' ? problem(404, 'Reservation not found.') : jsonResponse([reservation]),
    );
    renderWithProviders(<UserReservations />);
    await deleteAfterConfirming();
    expect(await screen.findByText('Reservation deletion unsuccessful: Reservation not found.')).toBeInTheDocument();
  });

  it("tells 'Could not fetch reservations: ' when the list fails", async () => {
    stubFetch(() => problem(500, 'Server down'));
    renderWithProviders(<UserReservations />);
    expect(await screen.findByText('Could not fetch reservations: Server down')).toBeInTheDocument();
  });
});
