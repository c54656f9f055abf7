import { RepairStatus, type RepairTicket } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { formatDate, formatDateTime } from '../../lib/dates';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as RepairsScreen } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

const kim = { loanerId: 5, name: 'Kim Student', auId: 'au500005' };
const clerk = { loanerId: 2, name: 'Cleo Clerk', auId: 'au200002' };

function ticketOf(
  repairTicketId: number,
  componentTypeName: string,
  componentNumber: number,
  changes: Partial<RepairTicket> = {},
): RepairTicket {
  return {
    repairTicketId,
    component: { componentId: 100 + repairTicketId, componentTypeId: 7, componentTypeName, componentNumber },
    status: RepairStatus.Open,
    faults: [],
    notes: [],
    cost: null,
    openedAt: '2030-03-01T09:00:00.000Z',
    closedAt: null,
    ...changes,
  };
}

const multimeter = ticketOf(1, 'Multimeter', 3, {
  faults: [
    {
      faultReportId: 11,
      componentId: 101,
      description: 'Display stays blank',
      imageUrl: '/api/Faults/11/image?v=abc',
      reportedBy: kim,
      createdAt: '2030-03-01T08:30:00.000Z',
      repairTicketId: 1,
    },
    {
      faultReportId: 12,
      componentId: 101,
      description: 'Battery lid loose',
      imageUrl: null,
      reportedBy: null,
      createdAt: '2030-03-01T08:45:00.000Z',
      repairTicketId: 1,
    },
  ],
  notes: [{ text: 'Ordered a new display', actor: clerk, createdAt: '2030-03-02T10:00:00.000Z' }],
});
const oscilloscope = ticketOf(2, 'Oscilloscope', 1, {
  status: RepairStatus.InRepair,
  cost: 120,
  openedAt: '2030-03-04T09:00:00.000Z',
  faults: [
    {
      faultReportId: 21,
      componentId: 102,
      description: 'No trace',
      imageUrl: null,
      reportedBy: kim,
      createdAt: '2030-03-03T16:00:00.000Z',
      repairTicketId: 2,
    },
  ],
});
const solderingIron = ticketOf(3, 'Soldering iron', 2, {
  status: RepairStatus.Fixed,
  cost: 4.5,
  openedAt: '2030-02-01T09:00:00.000Z',
  closedAt: '2030-02-03T09:00:00.000Z',
});

const isRepairs = (call: RecordedCall) => call.url.startsWith('/api/Repairs');
const repairPath = (id: number) => `/api/Repairs/${id}`;

/** The lab's tickets, oldest first as the server gives them; a PUT changes the ticket and answers it. */
function labOf() {
  const tickets = [solderingIron, multimeter, oscilloscope];
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Repairs') {
      const statuses = url.searchParams.getAll('status');
      const search = url.searchParams.get('searchString')?.toLowerCase() ?? '';
      const rows = tickets.filter(
        (ticket) =>
          (statuses.length === 0 || statuses.includes(ticket.status)) &&
          ticket.component.componentTypeName.toLowerCase().includes(search),
      );
      return jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });
    }
    const index = tickets.findIndex((one) => url.pathname === repairPath(one.repairTicketId));
    const ticket = tickets[index];
    if (!ticket) return jsonResponse({});
    if (call.method === 'PUT') {
      const { note, ...changes } = call.body as { note?: string; status?: RepairStatus; cost?: number | null };
      const written = note ? [{ text: note, actor: clerk, createdAt: '2030-03-05T12:00:00.000Z' }] : [];
      tickets[index] = { ...ticket, ...changes, notes: [...ticket.notes, ...written] };
    }
    return jsonResponse(tickets[index]);
  };
}

function openScreen(answer?: Answer) {
  const calls = stubServer(labOf(), answer);
  const router = createMemoryRouter(
    [
      { path: '/Repairs', element: <RepairsScreen /> },
      { path: '/details/:id', element: <p>Details page</p> },
    ],
    { initialEntries: ['/Repairs'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const lastListCall = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/Repairs?')).at(-1);

async function openTicket(unit: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Open ticket of ${unit}` }));
  return screen.findByRole('dialog', { name: 'Repair ticket' });
}

const putsOf = (calls: RecordedCall[]) => calls.filter((call) => isRepairs(call) && call.method === 'PUT');

describe('Repairs', () => {
  it('lists the open tickets by default, oldest first as served, with their unit, faults and cost', async () => {
    const { calls } = openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Repairs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Repairs' });
    await within(table).findByText('Multimeter #3');
    expect(lastListCall(calls)?.url).toBe(
      '/api/Repairs?pageNumber=1&pageSize=10&searchString=&status=Open&status=InRepair',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component', 'Status', 'Opened', 'Fault', 'Faults', 'Cost', 'Ticket']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(third).toBeUndefined();
    expect(cellsOf(first as HTMLElement)).toEqual([
      'Multimeter #3',
      'Open',
      formatDate('2030-03-01T09:00:00.000Z'),
      'Display stays blank',
      '2',
      '',
      'Open ticket',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      'Oscilloscope #1',
      'In repair',
      formatDate('2030-03-04T09:00:00.000Z'),
      'No trace',
      '1',
      '120.00',
      'Open ticket',
    ]);
    expect(within(table).getByRole('link', { name: 'Multimeter #3' })).toHaveAttribute(
      'href',
      '/details/7?component=3',
    );
  });

  it('shows the fixed and scrapped tickets too when asked, from the first page', async () => {
    const { calls } = openScreen();
    const table = await screen.findByRole('table', { name: 'Repairs' });
    await within(table).findByText('Multimeter #3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show fixed and scrapped tickets' }));
    await within(table).findByText('Soldering iron #2');
    expect(lastListCall(calls)?.url).toBe('/api/Repairs?pageNumber=1&pageSize=10&searchString=');
    const [, first] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement).slice(0, 2)).toEqual(['Soldering iron #2', 'Fixed']);
  });

  it("finds a unit's ticket by its type's name", async () => {
    const { calls } = openScreen();
    const table = await screen.findByRole('table', { name: 'Repairs' });
    await within(table).findByText('Multimeter #3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for repairs' }), 'oscillo');
    await waitFor(() => expect(within(table).queryByText('Multimeter #3')).not.toBeInTheDocument());
    expect(within(table).getByText('Oscilloscope #1')).toBeInTheDocument();
    expect(lastListCall(calls)?.url).toBe(
      '/api/Repairs?pageNumber=1&pageSize=10&searchString=oscillo&status=Open&status=InRepair',
    );
  });

  it('says so when no unit is in repair', async () => {
    openScreen((call) => (call.url.startsWith('/api/Repairs?') ? jsonResponse([]) : undefined));
    expect(await screen.findByText('No unit is in repair.')).toBeInTheDocument();
  });

  it("shows a ticket's fault reports with their photos and reporters, and its notes", async () => {
    openScreen();
    const dialog = await openTicket('Multimeter #3');
    expect(within(dialog).getByText(/^Multimeter #3: Open, opened/)).toBeInTheDocument();
    const faults = within(dialog).getByRole('region', { name: 'Fault reports' });
    expect(within(faults).getByText('Display stays blank')).toBeInTheDocument();
    expect(within(faults).getByRole('img', { name: 'Photo of the fault: Display stays blank' })).toHaveAttribute(
      'src',
      '/api/Faults/11/image?v=abc',
    );
    expect(
      within(faults).getByText(`Reported by Kim Student (au500005), ${formatDateTime('2030-03-01T08:30:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(faults).getByText(/^Reported by Unknown,/)).toBeInTheDocument();
    expect(within(faults).getAllByRole('img')).toHaveLength(1);
    const notes = within(dialog).getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Ordered a new display')).toBeInTheDocument();
    expect(
      within(notes).getByText(`Cleo Clerk (au200002), ${formatDateTime('2030-03-02T10:00:00.000Z')}`),
    ).toBeInTheDocument();
  });

  it('adds a note and saves a cost written with a comma, and shows the note the server kept', async () => {
    const { calls } = openScreen();
    const dialog = await openTicket('Multimeter #3');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add note' }), 'Replaced the fuse');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cost' }), '12,5');
    await userEvent.click(save);
    expect(await screen.findByText('The repair ticket of Multimeter #3 was saved.')).toBeInTheDocument();
    expect(putsOf(calls).map((call) => [call.url, call.body])).toEqual([
      [repairPath(1), { note: 'Replaced the fuse', cost: 12.5 }],
    ]);
    expect(within(dialog).getByText('Replaced the fuse')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Add note' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Cost' })).toHaveValue('12.50');
  });

  it('refuses a cost that is not one at its field, without asking the server', async () => {
    const { calls } = openScreen();
    const dialog = await openTicket('Oscilloscope #1');
    const cost = within(dialog).getByRole('textbox', { name: 'Cost' });
    expect(cost).toHaveValue('120.00');
    await userEvent.clear(cost);
    await userEvent.type(cost, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the cost as a number with at most two decimals.')).toBeInTheDocument();
    expect(cost).toHaveFocus();
    expect(putsOf(calls)).toEqual([]);
  });

  it('offers the steps each status allows: Start repair or Scrapped when open, Fixed or Scrapped in repair', async () => {
    openScreen();
    const stepsOf = (dialog: HTMLElement) =>
      ['Start repair', 'Fixed', 'Scrapped'].filter((name) => within(dialog).queryByRole('button', { name }));
    const open = await openTicket('Multimeter #3');
    expect(stepsOf(open)).toEqual(['Start repair', 'Scrapped']);
    await userEvent.click(within(open).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepsOf(await openTicket('Oscilloscope #1'))).toEqual(['Fixed', 'Scrapped']);
  });

  it('shows a closed ticket without fields or steps', async () => {
    openScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Show fixed and scrapped tickets' }));
    const dialog = await openTicket('Soldering iron #2');
    expect(
      within(dialog).getByText(/^Soldering iron #2: Fixed, opened .* · closed .* · cost 4\.50$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('No notes yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it('starts the repair with the note written, and keeps the ticket open', async () => {
    const { calls } = openScreen();
    const dialog = await openTicket('Multimeter #3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add note' }), 'Opened the case');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start repair' }));
    expect(await screen.findByText('The repair of Multimeter #3 has started.')).toBeInTheDocument();
    expect(putsOf(calls).map((call) => call.body)).toEqual([{ note: 'Opened the case', status: 'InRepair' }]);
    expect(await within(dialog).findByText(/^Multimeter #3: In repair,/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fixed' })).toBeInTheDocument();
  });

  it('closes a fixed ticket, which leaves the list of open ones', async () => {
    const { calls } = openScreen();
    const dialog = await openTicket('Oscilloscope #1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fixed' }));
    expect(await screen.findByText('Oscilloscope #1 is fixed and can be lent again.')).toBeInTheDocument();
    expect(putsOf(calls).map((call) => call.body)).toEqual([{ status: 'Fixed' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Repair ticket' })).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Repairs' });
    await waitFor(() => expect(within(table).queryByText('Oscilloscope #1')).not.toBeInTheDocument());
    expect(within(table).getByText('Multimeter #3')).toBeInTheDocument();
  });

  it('scraps a unit only once the user confirms that it is trashed, then closes the ticket', async () => {
    const { calls } = openScreen();
    const dialog = await openTicket('Oscilloscope #1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Scrapped' }));
    const confirm = await screen.findByRole('dialog', { name: 'Scrap Oscilloscope #1?' });
    expect(confirm).toHaveTextContent('The unit is trashed: it leaves the lab and cannot be lent again.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(putsOf(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Scrapped' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Scrap Oscilloscope #1?' })).getByRole('button', {
        name: 'Scrap the unit',
      }),
    );
    expect(await screen.findByText('Oscilloscope #1 was scrapped and is trashed.')).toBeInTheDocument();
    expect(putsOf(calls).map((call) => [call.url, call.body])).toEqual([[repairPath(2), { status: 'Scrapped' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Repair ticket' })).not.toBeInTheDocument());
  });

  it("shows the server's reason when it refuses a step, and asks for the list again", async () => {
    const detail = 'The repair ticket is closed: it can no longer be changed.';
    const { calls } = openScreen((call) =>
      call.method === 'PUT' ? problemResponse(409, { title: 'Conflict', detail }) : undefined,
    );
    const dialog = await openTicket('Oscilloscope #1');
    const listCalls = calls.filter((call) => call.url.startsWith('/api/Repairs?')).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fixed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('dialog', { name: 'Repair ticket' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/Repairs?')).length).toBeGreaterThan(listCalls),
    );
  });

  it("tells the user the server's reason when the list cannot be fetched", async () => {
    openScreen((call) =>
      call.url.startsWith('/api/Repairs?')
        ? problemResponse(403, { title: 'Forbidden', detail: 'You do not have permission to do this.' })
        : undefined,
    );
    expect(
      await screen.findByText('Could not fetch the repair tickets: You do not have permission to do this.'),
    ).toBeInTheDocument();
  });
});
