import type { BookedAheadRow, ConsumptionRow, FullyBookedRow, NeverBookedRow } from '@labstock/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, subYears } from 'date-fns';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { formatDate, toIsoDate } from '../../lib/dates';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as StatisticsScreen } from './route';

function bookedRow(componentTypeId: number, componentName: string, total: number): FullyBookedRow {
  return {
    componentTypeId,
    componentName,
    image: null,
    imageUrl: `/api/ComponentTypes/${componentTypeId}/image?v=1`,
    totalNumberOfComponents: total,
    numberOfDefectComponents: 0,
    numberOfLostComponents: 0,
    numberOfTrashedComponents: 0,
    numberOfNotReturnedComponents: 0,
    numberOfReservedToAdmin: 0,
    numberOfReservedToLoaner: total,
  };
}

const booked = [bookedRow(1, 'Arduino Uno', 5), bookedRow(2, 'Oscilloscope', 2), bookedRow(3, 'Breadboard', 9)];
const neverBooked: NeverBookedRow[] = [
  {
    componentTypeId: 4,
    componentName: 'Logic analyser',
    image: null,
    imageUrl: null,
    location: 'Shelf B',
    numberOfComponents: 3,
  },
];

const bookedAhead: BookedAheadRow[] = [
  {
    componentTypeId: 5,
    componentName: 'Power supply',
    image: null,
    imageUrl: null,
    date: '2026-03-11',
    available: 0,
    bookedQuantity: 2,
    liveBookings: 1,
  },
  {
    componentTypeId: 6,
    componentName: 'Signal probe',
    image: null,
    imageUrl: null,
    date: '2026-03-16',
    available: -1,
    bookedQuantity: 2,
    liveBookings: 3,
  },
];

const consumption: ConsumptionRow[] = [
  { componentTypeId: 7, componentName: 'Resistor 220 Ω', stockUnit: 'pcs', issued: 1200, received: 1000 },
  { componentTypeId: 8, componentName: 'Solder wire', stockUnit: 'm', issued: 35, received: 0 },
];

/** The lab's today as the server gives it: another day than the browser's, as for a user abroad. */
const labToday = toIsoDate(addDays(new Date(), 3));

/** X-Pagination of a first page of 10 rows out of `total`. */
function firstPageOf(total: number) {
  const pagination = { TotalCount: total, PageSize: 10, CurrentPage: 1, TotalPages: Math.ceil(total / 10) };
  return { headers: { 'X-Pagination': JSON.stringify(pagination) } };
}

function serve(): RecordedCall[] {
  return stubFetch((call) => {
    if (call.url === '/api/Environment') return jsonResponse({ environment: 'Test', version: '2.3.2', labToday });
    if (call.url.startsWith('/api/ComponentTypes/bookedahead')) return jsonResponse(bookedAhead, firstPageOf(12));
    if (call.url.startsWith('/api/Stock/consumption')) return jsonResponse(consumption, firstPageOf(2));
    if (call.url === '/api/Statistics/upkeep')
      return jsonResponse({ inRepair: 3, meanDaysInRepair: 2.6, calibrationsDueNextMonth: 4 });
    return call.url.startsWith('/api/ComponentTypes/booked')
      ? jsonResponse(booked, firstPageOf(23))
      : jsonResponse(neverBooked, firstPageOf(1));
  });
}

/** The query of the last call to `path`, as a plain object. */
function lastQueryOf(calls: readonly RecordedCall[], path: string): Record<string, string> {
  const url = calls.map((call) => call.url).findLast((called) => called.startsWith(`${path}?`));
  return Object.fromEntries(new URLSearchParams(url?.slice(path.length + 1)));
}

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Statistics', element: <StatisticsScreen /> },
      { path: '/details/:id', element: <p>Details page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** The component names in the order the table shows them. */
function shownNames(): string[] {
  const table = screen.getByRole('table', { name: 'Fully booked components' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

beforeEach(() => storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

describe('Statistics tabs', () => {
  it('opens the fully booked tab by default and keeps the chosen tab in ?tab=', async () => {
    serve();
    const router = openAt('/Statistics');
    expect(screen.getByRole('tab', { name: 'Fully booked components' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Never booked components' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(await screen.findByRole('button', { name: 'Update Data' })).toBeInTheDocument();
  });

  it('opens the never booked tab from ?tab=2', async () => {
    serve();
    openAt('/Statistics?tab=2');
    expect(screen.getByRole('tab', { name: 'Never booked components' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Logic analyser')).toBeInTheDocument();
  });
});

describe('Fully booked components', () => {
  const path = '/api/ComponentTypes/booked';

  it('asks the server for the first page by name descending and shows its rows in its order', async () => {
    const calls = serve();
    openAt('/Statistics');
    await screen.findByText('Arduino Uno');
    expect(lastQueryOf(calls, path)).toEqual({
      pageNumber: '1',
      pageSize: '10',
      sortBy: 'componentName',
      descending: 'true',
    });
    expect(shownNames()).toEqual(['Arduino Uno', 'Oscilloscope', 'Breadboard']);
    expect(screen.getByRole('columnheader', { name: 'Component name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks the server for the order of a clicked header, ascending first, then toggled, from the first page', async () => {
    const calls = serve();
    openAt('/Statistics');
    await screen.findByText('Arduino Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQueryOf(calls, path).pageNumber).toBe('2'));

    await userEvent.click(screen.getByRole('button', { name: '#' }));
    await waitFor(() =>
      expect(lastQueryOf(calls, path)).toEqual({
        pageNumber: '1',
        pageSize: '10',
        sortBy: 'totalNumberOfComponents',
        descending: 'false',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Component name' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(screen.getByRole('button', { name: '#' }));
    await waitFor(() => expect(lastQueryOf(calls, path).descending).toBe('true'));
    expect(screen.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks for pages of the chosen size', async () => {
    const calls = serve();
    openAt('/Statistics');
    await screen.findByText('Arduino Uno');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastQueryOf(calls, path)).toMatchObject({ pageNumber: '1', pageSize: '25' }));
  });

  it('opens the details of a clicked row', async () => {
    serve();
    const router = openAt('/Statistics');
    await userEvent.click(await screen.findByText('Breadboard'));
    expect(router.state.location.pathname).toBe('/details/3');
  });
});

describe('Never booked components', () => {
  const path = '/api/ComponentTypes/neverbooked';

  it("starts one year before the lab's today and loads the chosen date with Update Data", async () => {
    const calls = serve();
    openAt('/Statistics?tab=2');
    const yearAgo = subYears(addDays(new Date(), 3), 1);
    await waitFor(() =>
      expect(lastQueryOf(calls, path)).toEqual({
        date: toIsoDate(yearAgo),
        pageNumber: '1',
        pageSize: '10',
        sortBy: 'componentName',
        descending: 'false',
      }),
    );
    const dateInput = screen.getByDisplayValue(formatDate(yearAgo));
    expect(screen.getByRole('group', { name: 'Select Date:' })).toBeInTheDocument();
    fireEvent.change(dateInput, { target: { value: '15-01-2024' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(lastQueryOf(calls, path).date).toBe('2024-01-15'));
  });

  it('says "of more than" when more types were never booked than the server counts', async () => {
    stubFetch((call) =>
      call.url === '/api/Environment'
        ? jsonResponse({ environment: 'Test', version: '2.3.2', labToday })
        : jsonResponse(neverBooked, {
            headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1_000, TotalCountCapped: true }) },
          }),
    );
    openAt('/Statistics?tab=2');
    expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
  });

  it('asks the server for the order of a clicked header', async () => {
    const calls = serve();
    openAt('/Statistics?tab=2');
    await screen.findByText('Logic analyser');
    expect(screen.getByRole('columnheader', { name: 'Component name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Location' }));
    await waitFor(() =>
      expect(lastQueryOf(calls, path)).toMatchObject({ pageNumber: '1', sortBy: 'location', descending: 'false' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Location' }));
    await waitFor(() => expect(lastQueryOf(calls, path)).toMatchObject({ sortBy: 'location', descending: 'true' }));
    expect(screen.getByRole('columnheader', { name: 'Location' })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('Booked ahead', () => {
  const path = '/api/ComponentTypes/bookedahead';

  it("lists the types the coming week's bookings take to 0, marks those below 0 at risk and opens a row's details", async () => {
    const calls = serve();
    const router = openAt('/Statistics?tab=3');
    expect(screen.getByRole('tab', { name: 'Booked ahead' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Power supply');
    const table = screen.getByRole('table', { name: 'Booked ahead' });
    const [powerSupply, signalProbe] = within(table).getAllByRole('row').slice(1);
    if (!powerSupply || !signalProbe) throw new Error('two rows expected');
    expect(within(powerSupply).getByText(formatDate('2026-03-11'))).toBeInTheDocument();
    expect(within(powerSupply).queryByText('At risk')).not.toBeInTheDocument();
    expect(within(signalProbe).getByText('At risk')).toBeInTheDocument();
    expect(within(signalProbe).getByText('-1')).toBeInTheDocument();
    expect(lastQueryOf(calls, path)).toEqual({
      pageNumber: '1',
      pageSize: '10',
      days: '7',
      sortBy: 'date',
      descending: 'false',
    });

    await userEvent.click(within(signalProbe).getByText('Signal probe'));
    expect(router.state.location.pathname).toBe('/details/6');
  });

  it('looks eight weeks ahead when asked, from the first page', async () => {
    const calls = serve();
    openAt('/Statistics?tab=3');
    await screen.findByText('Power supply');
    await userEvent.click(screen.getByRole('combobox', { name: 'Look ahead' }));
    await userEvent.click(screen.getByRole('option', { name: 'Eight weeks' }));
    await waitFor(() => expect(lastQueryOf(calls, path)).toMatchObject({ pageNumber: '1', days: '56' }));
  });

  it('asks the server for the order of a clicked header, from the first page', async () => {
    const calls = serve();
    openAt('/Statistics?tab=3');
    await screen.findByText('Power supply');
    expect(screen.getByRole('columnheader', { name: 'First day without units' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQueryOf(calls, path).pageNumber).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Left that day' }));
    await waitFor(() =>
      expect(lastQueryOf(calls, path)).toMatchObject({ pageNumber: '1', sortBy: 'available', descending: 'false' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Left that day' })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('Consumption', () => {
  const path = '/api/Stock/consumption';

  it("shows what each consumable issued and received in its unit over the year up to the lab's today", async () => {
    const calls = serve();
    const router = openAt('/Statistics?tab=4');
    expect(screen.getByRole('tab', { name: 'Consumption' })).toHaveAttribute('aria-selected', 'true');
    const today = addDays(new Date(), 3);
    await waitFor(() =>
      expect(lastQueryOf(calls, path)).toEqual({
        from: toIsoDate(subYears(today, 1)),
        to: toIsoDate(today),
        pageNumber: '1',
        pageSize: '10',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Consumption' });
    await within(table).findByText('Resistor 220 Ω');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component name', 'Issued', 'Received']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Resistor 220 Ω', '1200 pcs', '1000 pcs'],
      ['Solder wire', '35 m', '0 m'],
    ]);

    await userEvent.click(within(table).getByText('Solder wire'));
    expect(router.state.location.pathname).toBe('/details/8');
  });

  it('loads the chosen period with Update Data, and refuses an end before the start', async () => {
    const calls = serve();
    openAt('/Statistics?tab=4');
    await screen.findByText('Resistor 220 Ω');
    const today = addDays(new Date(), 3);
    fireEvent.change(screen.getByDisplayValue(formatDate(subYears(today, 1))), { target: { value: '01-01-2030' } });
    const toInput = screen.getByDisplayValue(formatDate(today));
    fireEvent.change(toInput, { target: { value: '31-12-2029' } });
    expect(await screen.findByText('The date cannot be before 01-01-2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Data' })).toBeDisabled();

    fireEvent.change(toInput, { target: { value: '31-03-2030' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(lastQueryOf(calls, path)).toMatchObject({ from: '2030-01-01', to: '2030-03-31' }));
  });

  it('says so when no consumable moved in the period', async () => {
    stubFetch((call) =>
      call.url === '/api/Environment'
        ? jsonResponse({ environment: 'Test', version: '2.3.2', labToday })
        : jsonResponse([], firstPageOf(0)),
    );
    openAt('/Statistics?tab=4');
    expect(await screen.findByText('No consumable was issued or received in this period.')).toBeInTheDocument();
  });
});

describe('Upkeep', () => {
  /** The figures as the panel shows them: each term with its value (and what it means, where it says). */
  const figures = () =>
    within(screen.getByRole('tabpanel'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it('shows the units in repair, the mean days in repair to one decimal, and the calibrations due next month', async () => {
    serve();
    openAt('/Statistics?tab=5');
    expect(screen.getByRole('tab', { name: 'Upkeep' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Units in repair')).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Units in repair', '3'],
      ['Mean days in repair', '2.6'],
      ['Calibrations due next month', '4'],
    ]);
    expect(screen.getByText('Of the closed repair tickets.')).toBeInTheDocument();
  });

  it('says so while no repair has been closed', async () => {
    stubFetch(() => jsonResponse({ inRepair: 0, meanDaysInRepair: null, calibrationsDueNextMonth: 0 }));
    openAt('/Statistics?tab=5');
    expect(await screen.findByText('No repair has been closed yet.')).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Units in repair', '0'],
      ['Mean days in repair', '–'],
      ['Calibrations due next month', '0'],
    ]);
  });
});
