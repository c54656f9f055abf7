import { DEFAULT_LENDING_POLICY } from '@labstock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as LendingLimits } from './route';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

const stored = { ...DEFAULT_LENDING_POLICY, maxOpenReservations: 4, blockReservationsWhenOverdue: true };

/** The server holds `stored`; a PUT answers what it was sent, unless `refusePut`. */
function serve(refusePut = false) {
  return stubFetch((call) =>
    call.method === 'PUT'
      ? refusePut
        ? problemResponse(500, { title: 'Server down', detail: 'The database is not reachable.' })
        : jsonResponse(call.body)
      : jsonResponse(stored),
  );
}

const field = (name: string) => screen.findByRole('spinbutton', { name });

describe('Lending limits', () => {
  it('shows the seven limits in force, each with its help', async () => {
    serve();
    renderWithProviders(<LendingLimits />);

    expect(screen.getByRole('heading', { name: 'Lending limits' })).toBeInTheDocument();
    expect(await field('Reservations at a time')).toHaveValue(4);
    expect(await field('Reservations at a time')).toHaveAccessibleDescription(
      'How many reservations one user may hold at once.',
    );
    expect(await field('Extensions per loan')).toHaveValue(2);
    expect(await field('Longest loan (days)')).toHaveValue(180);
    expect(await field('Booking ahead (days)')).toHaveValue(120);
    expect(await field('Longest booking (days)')).toHaveValue(60);
    expect(await field('Units per booking')).toHaveAccessibleDescription(/Clerks and Admins may book more/);
    const block = screen.getByRole('checkbox', { name: 'Block reservations while a loan is overdue' });
    expect(block).toBeChecked();
    expect(block).toHaveAccessibleDescription(/can neither reserve nor book/);
  });

  it('saves the changed limits and says so', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<LendingLimits />);

    await user.clear(await field('Longest loan (days)'));
    await user.type(await field('Longest loan (days)'), '90');
    await user.click(screen.getByRole('checkbox', { name: 'Block reservations while a loan is overdue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The lending limits are saved.');
    expect(calls.filter((call) => call.method === 'PUT')).toMatchObject([
      {
        url: '/api/Loans/policy',
        body: { ...stored, maxLoanDays: 90, blockReservationsWhenOverdue: false },
      },
    ]);
  });

  it('refuses what the server would, naming the range, and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<LendingLimits />);

    const reservations = await field('Reservations at a time');
    await user.clear(reservations);
    await user.type(reservations, '0');
    await waitFor(() => expect(reservations).toHaveAccessibleDescription('Enter a whole number from 1 to 1000.'));
    expect(reservations).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(reservations);
    await user.type(reservations, '2.5');
    await waitFor(() => expect(reservations).toHaveAccessibleDescription('Enter a whole number from 1 to 1000.'));
    await user.clear(reservations);
    await waitFor(() => expect(reservations).toBeInvalid());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('tells the Admin when the save fails', async () => {
    serve(true);
    const user = userEvent.setup();
    renderWithProviders(<LendingLimits />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lending limits were not saved: The database is not reachable.',
    );
  });
});
