import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetch-stub';
import { oscilloscopeNo4, reservationOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UserReservations } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

const reservation = reservationOf(oscilloscopeNo4('Scratched'), null);

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

  it("shows by when the reservation must be picked up: the lab's day the server gives", async () => {
    stubFetch(() => jsonResponse([reservation]));
    renderWithProviders(<UserReservations />);
    const table = await screen.findByRole('table', { name: 'My reservations' });
    expect(within(table).getByRole('columnheader', { name: 'Pick up by' })).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /Oscilloscope/ });
    expect(within(row).getByText('10-05-2030')).toBeInTheDocument();
  });

  it("shows the server's reason when the deletion fails", async () => {
    stubFetch((call) =>
      call.method === 'DELETE'
        ? problemResponse(404, { title: 'Reservation not found.' })
        : jsonResponse([reservation]),
    );
    renderWithProviders(<UserReservations />);
    await deleteAfterConfirming();
    expect(await screen.findByText('Reservation deletion unsuccessful: Reservation not found.')).toBeInTheDocument();
  });

  it("tells 'Could not fetch reservations: ' when the list fails", async () => {
    stubFetch(() => problemResponse(500, { title: 'Server down' }));
    renderWithProviders(<UserReservations />);
    expect(await screen.findByText('Could not fetch reservations: Server down')).toBeInTheDocument();
  });
});
