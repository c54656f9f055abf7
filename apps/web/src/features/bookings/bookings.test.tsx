import { addDays, type Booking, BookingStatus, DEFAULT_LENDING_POLICY, Language, type Loaner } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { componentTypeOf, leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as BookingsScreen } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

const lea = leaLoaner();

function bookingOf(changes: Partial<Booking>): Booking {
  return {
    bookingId: 41,
    componentTypeId: 7,
    componentTypeName: 'Servo SG90',
    loaner: lea,
    quantity: 2,
    from: '2026-03-10',
    to: '2026-03-20',
    status: BookingStatus.Ready,
    readyCount: 2,
    collectedCount: 0,
    atRisk: false,
    setAside: [
      { componentId: 103, componentNumber: 3 },
      { componentId: 104, componentNumber: 4 },
    ],
    createdAt: '2026-02-20T10:00:00Z',
    ...changes,
  };
}
/** Lea's two servos, ready today; a class's ten kits booked for April, one day of which the lab cannot give. */
const ready = bookingOf({});
const upcoming = bookingOf({
  bookingId: 42,
  componentTypeName: 'Arduino kit',
  quantity: 10,
  from: '2026-04-01',
  to: '2026-04-30',
  status: BookingStatus.Booked,
  readyCount: 0,
  setAside: [],
  atRisk: true,
});

const paged = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });

function lab(call: RecordedCall): Response {
  const url = new URL(call.url, 'http://localhost');
  if (url.pathname === '/api/Environment') {
    return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2026-03-10' });
  }
  if (url.pathname === '/api/Bookings' && call.method === 'GET') {
    const statuses = url.searchParams.getAll('status');
    return paged([ready, upcoming].filter((row) => statuses.includes(row.status)));
  }
  if (url.pathname === '/api/Loans/batch') {
    return jsonResponse(
      (call.body as { componentIds: number[] }).componentIds.map((componentId) => ({ loanId: componentId })),
      { status: 201 },
    );
  }
  if (url.pathname.startsWith('/api/Bookings/') && call.method === 'DELETE') return new Response(null, { status: 204 });
  if (url.pathname === '/api/Bookings' && call.method === 'POST') {
    const request = call.body as Pick<Booking, 'quantity' | 'from' | 'to'>;
    return jsonResponse(bookingOf({ ...request, status: BookingStatus.Booked, setAside: [] }), { status: 201 });
  }
  if (url.pathname === '/api/Loaners/auid/au100003') return jsonResponse(lea);
  if (url.pathname === '/api/Loans/policy') return jsonResponse(DEFAULT_LENDING_POLICY);
  if (url.pathname === '/api/ComponentTypes/7/availability') {
    // 4 units every day of the period asked about.
    const days = [];
    for (let date = url.searchParams.get('from') ?? ''; date <= (url.searchParams.get('to') ?? ''); ) {
      days.push({ date, available: 4 });
      date = addDays(date, 1);
    }
    return jsonResponse(days);
  }
  if (url.pathname === '/api/ComponentTypes') {
    const search = url.searchParams.get('searchString') ?? '';
    return paged(
      [componentTypeOf({ componentTypeId: 7, componentName: 'Servo SG90' })].filter((type) =>
        type.componentName.includes(search),
      ),
    );
  }
  return jsonResponse({});
}

function renderScreen(answer?: Answer) {
  const calls = stubServer(lab, answer);
  renderWithProviders(<BookingsScreen />);
  return calls;
}

const listCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/Bookings?'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams);
const postsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === `/api${path}`);

const rowOf = async (typeName: string) => (await screen.findByText(typeName)).closest('tr') as HTMLElement;

async function openHandout(typeName = 'Servo SG90') {
  await userEvent.click(within(await rowOf(typeName)).getByRole('button', { name: 'Hand out' }));
  return screen.findByRole('dialog', { name: 'Hand out booking' });
}

const conflict = (body: Record<string, unknown>) =>
  jsonResponse(
    { status: 409, title: 'Conflict', ...body },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('Bookings: the three lists', { timeout: 30_000 }, () => {
  it("asks for the ready bookings, the booked ones and the live ones at risk, each list's own filter", async () => {
    const calls = renderScreen();
    const row = await rowOf('Servo SG90');
    expect(within(row).getByText('Lea Loaner (au100003)')).toBeVisible();
    expect(within(row).getByText('10-03-2026 to 20-03-2026')).toBeVisible();
    expect(within(row).getByText('Ready for pick-up')).toBeVisible();
    expect(within(row).getByText('2 ready, 0 collected')).toBeVisible();
    expect(within(row).getByText('#3, #4')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const booked = await rowOf('Arduino kit');
    expect(within(booked).getByText('Booked')).toBeVisible();
    expect(within(booked).getByText('At risk')).toBeVisible();
    expect(within(booked).queryByRole('button', { name: 'Hand out' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'At risk' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls).map((query) => ({ status: query.getAll('status'), atRisk: query.get('atRisk') }))).toEqual([
      { status: ['Ready'], atRisk: null },
      { status: ['Booked'], atRisk: null },
      { status: ['Booked', 'Ready'], atRisk: 'true' },
    ]);
    expect(listCalls(calls).every((query) => query.get('pageNumber') === '1')).toBe(true);
  });

  it('searches by what the Clerk types, from the first page', async () => {
    const calls = renderScreen();
    await rowOf('Servo SG90');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for bookings' }), 'au100003');

    await waitFor(() => expect(listCalls(calls).at(-1)?.get('searchString')).toBe('au100003'), { timeout: 3000 });
    expect(listCalls(calls).at(-1)?.getAll('status')).toEqual(['Ready']);
  });

  it('says "of more than" when the list holds more bookings than the server counts', async () => {
    renderScreen((call) =>
      call.url.startsWith('/api/Bookings?')
        ? jsonResponse([ready], {
            headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1_000, TotalCountCapped: true }) },
          })
        : undefined,
    );
    expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
  });
});

describe('Bookings: hand-out in one step', { timeout: 30_000 }, () => {
  it("hands out the set-aside units until the booking's last day in one request, then refreshes the list", async () => {
    const calls = renderScreen();
    const dialog = await openHandout();
    expect(within(dialog).getByText('Units to fetch: #3, #4')).toBeVisible();
    expect(within(dialog).getByDisplayValue('20-03-2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'force handout' })).not.toBeInTheDocument();
    const listed = listCalls(calls).length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        { loanerId: 3, handinDate: '2026-03-20', force: false, componentIds: [103, 104] },
      ]),
    );
    expect(await screen.findByText('Handed out 2 component(s) to Lea Loaner.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listed));
  });

  it('offers the latest return date that works when the chosen one would break a booking', async () => {
    let refused = false;
    const calls = renderScreen((call) => {
      if (call.url !== '/api/Loans/batch' || refused) return undefined;
      refused = true;
      return conflict({
        detail:
          'This would leave too few units for a booking on 18-03-2026: the latest return date that works is 17-03-2026.',
        conflicts: [{ date: '2026-03-18', available: 0 }],
        latestReturnDate: '2026-03-17',
      });
    });
    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This would leave too few units for a booking on 18-03-2026: the latest return date that works is 17-03-2026.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use 17-03-2026' }));
    expect(within(dialog).getByDisplayValue('17-03-2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => (call.body as { handinDate: string }).handinDate)).toEqual([
        '2026-03-20',
        '2026-03-17',
      ]),
    );
    expect(await screen.findByText('Handed out 2 component(s) to Lea Loaner.')).toBeVisible();
  });

  it("shows each refused unit's reason by its number", async () => {
    renderScreen((call) =>
      call.url === '/api/Loans/batch'
        ? conflict({
            detail: 'Nothing was handed out: the components listed cannot go to this loaner.',
            components: [{ componentId: 104, reason: 'Not available (Defect)' }],
          })
        : undefined,
    );
    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('#4: Not available (Defect)')).toBeVisible();
  });

  it('asks for force when the loaner has overdue loans, and sends it', async () => {
    const overdue = bookingOf({ loaner: leaLoaner({ hasOverdueLoans: true }) satisfies Loaner });
    const calls = renderScreen((call) =>
      call.method === 'GET' && call.url.startsWith('/api/Bookings?') ? paged([overdue]) : undefined,
    );
    const dialog = await openHandout();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'force handout' }));
    await userEvent.click(confirm);

    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({ force: true }));
  });

  it('shows the force tick when the server tells of an overdue loan the list did not know of', async () => {
    let refused = false;
    const calls = renderScreen((call) => {
      if (call.url !== '/api/Loans/batch' || refused) return undefined;
      refused = true;
      return problemResponse(409, { title: 'Conflict', detail: 'Loaner has overdue loan(s)' });
    });
    const dialog = await openHandout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'force handout' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[1]?.body).toMatchObject({ force: true }));
  });
});

describe('Bookings: cancel', { timeout: 30_000 }, () => {
  it('cancels a booking once the Clerk confirms', async () => {
    const calls = renderScreen();
    await userEvent.click(within(await rowOf('Servo SG90')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(
      within(dialog).getByText(
        'Please confirm that you want to cancel the booking of 2 × Servo SG90 for Lea Loaner (au100003), 10-03-2026 to 20-03-2026.',
      ),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('The booking was cancelled.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/Bookings/41']);
  });

  it('keeps the booking with a button that says so, never a second "cancel"', async () => {
    const calls = renderScreen();
    await userEvent.click(within(await rowOf('Servo SG90')).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep booking', 'Cancel booking']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('asks in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    renderScreen();
    await userEvent.click(within(await rowOf('Servo SG90')).getByRole('button', { name: 'Annullér booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullér booking' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Behold booking', 'Annullér booking']);
  });
});

/** Types a whole date into one of the dialog's date fields, section by section as a Clerk would. */
async function typeDate(dialog: HTMLElement, label: RegExp, ddMMyyyy: string) {
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Day' }),
  );
  await userEvent.keyboard(ddMMyyyy);
}

/** Opens New booking and fills it in: Lea, 6 servos, 16 to 18 March. */
async function fillNewBooking() {
  await userEvent.click(await screen.findByRole('button', { name: 'New booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'New booking' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Au id/ }), 'au100003{Enter}');
  expect(await within(dialog).findByText('Loaner: Lea Loaner (au100003)')).toBeVisible();
  await userEvent.type(within(dialog).getByRole('combobox', { name: /Component type/ }), 'Servo');
  await userEvent.click(await screen.findByRole('option', { name: 'Servo SG90' }));
  // A week from the lab's today until the Clerk picks the days.
  expect(within(dialog).getByDisplayValue('10-03-2026')).toBeInTheDocument();
  expect(within(dialog).getByDisplayValue('16-03-2026')).toBeInTheDocument();
  const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '6');
  await typeDate(dialog, /First day/, '16032026');
  await typeDate(dialog, /Last day/, '18032026');
  return dialog;
}

const bookingPosts = (calls: RecordedCall[]) => postsTo(calls, '/Bookings').map((call) => call.body);

describe('Bookings: a new booking for a loaner', { timeout: 30_000 }, () => {
  it("books the type for the loaner found by AU id, beyond the Loaner's own quantity limit", async () => {
    const calls = renderScreen();
    const dialog = await fillNewBooking();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(bookingPosts(calls)).toEqual([
        { loanerId: 3, componentTypeId: 7, quantity: 6, from: '2026-03-16', to: '2026-03-18' },
      ]),
    );
    expect(
      await screen.findByText('Booked 6 × Servo SG90 for Lea Loaner (au100003), 16-03-2026 to 18-03-2026.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('waits for the loaner and the type before it may be sent', async () => {
    const calls = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await within(dialog).findByRole('group', { name: /First day/ });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Component type/ }), 'Servo');
    await userEvent.click(await screen.findByRole('option', { name: 'Servo SG90' }));
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Au id/ }), 'au100003{Enter}');
    await within(dialog).findByText('Loaner: Lea Loaner (au100003)');

    await waitFor(() => expect(confirm).toBeEnabled());
    expect(bookingPosts(calls)).toEqual([]);
  });

  it('says the limits that hold for a Clerk and what the period can give', async () => {
    renderScreen();
    const dialog = await fillNewBooking();

    expect(within(dialog).getByText('You can book for at most 60 days, starting within 120 days.')).toBeVisible();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Not enough units on 3 days from Monday 16 March on: at most 4 can be had for the whole period.',
    );
  });

  it("shows the Clerk the server's refusal for the loaner's missing qualification, with no training to ask for", async () => {
    const detail =
      "Lea Loaner needs High voltage to borrow Servo SG90. They can ask for the training on the component's page; grant it once they have had it.";
    renderScreen((call) =>
      call.method === 'POST' && call.url === '/api/Bookings'
        ? conflict({ detail, missingQualifications: [{ qualificationId: 3, name: 'High voltage' }] })
        : undefined,
    );
    const dialog = await fillNewBooking();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Ask for training/ })).not.toBeInTheDocument();
  });

  it('tells why the period does not fit, moves it to the earliest first day that works and books it once confirmed', async () => {
    const calls = renderScreen((call) =>
      call.method === 'POST' && call.url === '/api/Bookings' && (call.body as Booking).from === '2026-03-16'
        ? conflict({
            detail: 'Only 4 units are free on 17-03-2026.',
            conflicts: [{ date: '2026-03-17', available: 4 }],
            earliestFrom: '2026-03-23',
          })
        : undefined,
    );
    const dialog = await fillNewBooking();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const refusal = 'Too few units are free on these days; the same booking can be had later.';
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book from Monday 23 March instead' }));
    expect(within(dialog).getByDisplayValue('23-03-2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('25-03-2026')).toBeInTheDocument();
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();
    expect(bookingPosts(calls)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(bookingPosts(calls).map((body) => [(body as Booking).from, (body as Booking).to])).toEqual([
        ['2026-03-16', '2026-03-18'],
        ['2026-03-23', '2026-03-25'],
      ]),
    );
    expect(await screen.findByText(/^Booked 6 × Servo SG90 for Lea Loaner/)).toBeVisible();
  });
});
