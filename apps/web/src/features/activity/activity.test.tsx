import { type ActivityEntry, ActivityKind, ComponentStatus } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as ActivityScreen } from './route';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const rita = { loanerId: 5, name: 'Rita Reserver', auId: 'au100005' };
const carl = { loanerId: 6, name: 'Carl Clerk', auId: 'au100006' };
const handout: ActivityEntry = {
  activityId: 2,
  at: new Date(2026, 2, 10, 14, 30).toISOString(),
  kind: ActivityKind.LoanHandedOut,
  actor: carl,
  loaner: rita,
  componentId: 70,
  componentNumber: 2,
  componentTypeId: 7,
  componentTypeName: 'Arduino Uno',
  componentTypeDeleted: false,
  loanId: 12,
  reservationId: null,
  before: { status: ComponentStatus.Available },
  after: { status: ComponentStatus.Loaned, returnDate: '2026-03-20' },
};
const expiry: ActivityEntry = {
  ...handout,
  activityId: 1,
  kind: ActivityKind.ReservationExpired,
  actor: null,
  before: { status: ComponentStatus.ReservedLoaner },
  after: { status: ComponentStatus.Available },
};
const notFound = () =>
  jsonResponse(
    { status: 404, title: 'Not Found', detail: 'No loaner has the AU id au999999.' },
    { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
  );

function serve() {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Loaners/auid/au100005') return jsonResponse(rita);
    if (url.pathname.startsWith('/api/Loaners/auid/')) return notFound();
    if (url.pathname === '/api/Activity') {
      return jsonResponse([handout, expiry], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } });
    }
    return jsonResponse([]);
  });
}

const activityCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/Activity'));

beforeEach(() => storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

describe('Activity screen', { timeout: 20_000 }, () => {
  it('lists the log: time, who (or System), what, component and the change', async () => {
    serve();
    renderWithProviders(<ActivityScreen />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const [, handedOut, expired] = await waitFor(() => {
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(handedOut).toHaveTextContent('10-03-2026 14:30');
    expect(handedOut).toHaveTextContent('Carl Clerk (au100006)');
    expect(handedOut).toHaveTextContent('Handed out, loaner Rita Reserver (au100005)');
    expect(handedOut).toHaveTextContent('Arduino Uno no. 2');
    expect(handedOut).toHaveTextContent('Status: Available → Loaned; Return date: 20-03-2026');
    expect(expired).toHaveTextContent('System');
    expect(expired).toHaveTextContent('Reservation expired');
  });

  it('filters by the user of an AU id once it is found', async () => {
    const calls = serve();
    renderWithProviders(<ActivityScreen />);
    await screen.findByRole('table', { name: 'Activity' });
    await userEvent.type(screen.getByRole('textbox', { name: 'User (AU id)' }), 'au100005');
    await waitFor(() => expect(activityCalls(calls).at(-1)?.url).toContain('loanerId=5'));
    expect(activityCalls(calls).at(-1)?.url).toContain('pageNumber=1');
  });

  it('says so when nobody has the AU id, and lists nothing', async () => {
    const calls = serve();
    renderWithProviders(<ActivityScreen />);
    await screen.findByRole('table', { name: 'Activity' });
    await userEvent.type(screen.getByRole('textbox', { name: 'User (AU id)' }), 'au999999');
    expect(await screen.findByText('No loaner has the AU id au999999.')).toBeInTheDocument();
    expect(screen.getByText('No activity')).toBeInTheDocument();
    expect(activityCalls(calls).some((call) => call.url.includes('loanerId'))).toBe(false);
  });

  it('offers the filters by user, component type and dates with their labels', async () => {
    serve();
    renderWithProviders(<ActivityScreen />);
    const filters = screen.getByRole('search', { name: 'Activity filters' });
    expect(within(filters).getByRole('textbox', { name: 'User (AU id)' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Component type' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'To' })).toBeInTheDocument();
  });

  it('says "of more than" when the log was counted only up to its cap, and still offers the next page', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/Activity')
        ? jsonResponse([handout, expiry], {
            headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1_000, TotalCountCapped: true }) },
          })
        : jsonResponse([]),
    );
    renderWithProviders(<ActivityScreen />);
    expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });
});
