import { type TrainingRequest, TrainingRequestStatus } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { formatDate } from '../../lib/dates';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as TrainingRequestsScreen } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

const lea = leaLoaner();
const leaName = `${lea.firstName} ${lea.lastName}`;

function requestOf(trainingRequestId: number, changes: Partial<TrainingRequest> = {}): TrainingRequest {
  return {
    trainingRequestId,
    qualificationId: 3,
    qualificationName: 'High voltage',
    status: TrainingRequestStatus.Open,
    reason: null,
    requestedAt: '2030-03-01T09:00:00.000Z',
    decidedAt: null,
    loaner: lea,
    ...changes,
  };
}

const highVoltage = requestOf(1);
const laser = requestOf(2, {
  qualificationId: 4,
  qualificationName: 'Laser course',
  requestedAt: '2030-03-04T09:00:00.000Z',
});
const soldering = requestOf(3, {
  qualificationId: 5,
  qualificationName: 'Soldering safety',
  status: TrainingRequestStatus.Declined,
  reason: 'The course is full',
  requestedAt: '2030-02-01T09:00:00.000Z',
  decidedAt: '2030-02-02T09:00:00.000Z',
});

const requestPath = (id: number) => `/api/Qualifications/requests/${id}`;

/** The lab's requests, oldest first as the server gives them; a PUT closes the request it names. */
function labOf() {
  const requests = [soldering, highVoltage, laser];
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Qualifications/requests') {
      const status = url.searchParams.get('status');
      const rows = requests.filter((request) => !status || request.status === status);
      return jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });
    }
    const index = requests.findIndex((one) => url.pathname === requestPath(one.trainingRequestId));
    const request = requests[index];
    if (!request || call.method !== 'PUT') return jsonResponse({});
    const { grant, reason } = call.body as { grant: boolean; reason?: string };
    requests[index] = {
      ...request,
      status: grant ? TrainingRequestStatus.Granted : TrainingRequestStatus.Declined,
      reason: reason ?? null,
      decidedAt: '2030-03-05T12:00:00.000Z',
    };
    return jsonResponse(requests[index]);
  };
}

function openScreen(answer?: Answer) {
  const calls = stubServer(labOf(), answer);
  renderWithProviders(
    <MemoryRouter>
      <TrainingRequestsScreen />
    </MemoryRouter>,
  );
  return calls;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/Qualifications/requests?'));
const putsOf = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body]);

async function table() {
  const found = await screen.findByRole('table', { name: 'Training requests' });
  await within(found).findAllByText('High voltage');
  return found;
}

describe('Training requests', () => {
  it('lists the open requests oldest first as served, with who asked, their AU id, what for and when', async () => {
    const calls = openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Training requests' })).toBeInTheDocument();
    const list = await table();
    expect(listCalls(calls).at(-1)?.url).toBe('/api/Qualifications/requests?pageNumber=1&pageSize=10&status=Open');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Loaner', 'AU ID', 'Qualification', 'Asked on', 'Decision']);
    const [, first, second, third] = within(list).getAllByRole('row');
    expect(third).toBeUndefined();
    expect(cellsOf(first as HTMLElement)).toEqual([
      leaName,
      lea.auId,
      'High voltage',
      formatDate('2030-03-01T09:00:00.000Z'),
      'GrantDecline',
    ]);
    expect(cellsOf(second as HTMLElement).slice(2, 3)).toEqual(['Laser course']);
  });

  it('shows the closed requests too when asked, with how each was closed', async () => {
    const calls = openScreen();
    const list = await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show granted and declined requests' }));
    await within(list).findByText('Soldering safety');
    expect(listCalls(calls).at(-1)?.url).toBe('/api/Qualifications/requests?pageNumber=1&pageSize=10');
    const [, first] = within(list).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      leaName,
      lea.auId,
      'Soldering safety',
      formatDate('2030-02-01T09:00:00.000Z'),
      'Declined',
      formatDate('2030-02-02T09:00:00.000Z'),
      'The course is full',
      '',
    ]);
  });

  it('says so when no request is open', async () => {
    openScreen((call) => (call.url.startsWith('/api/Qualifications/requests?') ? jsonResponse([]) : undefined));
    expect(await screen.findByText('No training requests are open.')).toBeInTheDocument();
  });

  it('grants only once the Clerk confirms, and the request leaves the open ones', async () => {
    const calls = openScreen();
    const list = await table();
    const grant = screen.getByRole('button', { name: `Grant High voltage to ${leaName}` });
    await userEvent.click(grant);
    const confirm = await screen.findByRole('dialog', { name: 'Grant High voltage?' });
    expect(confirm).toHaveTextContent(
      `${leaName} holds High voltage from today: only grant it once the training is done.`,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(putsOf(calls)).toEqual([]);

    await userEvent.click(grant);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Grant High voltage?' })).getByRole('button', { name: 'Grant' }),
    );
    expect(await screen.findByText(`${leaName} now holds High voltage.`)).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([[requestPath(1), { grant: true }]]);
    await waitFor(() => expect(within(list).queryByText('High voltage')).not.toBeInTheDocument());
    expect(within(list).getByText('Laser course')).toBeInTheDocument();
  });

  it('declines with the reason given', async () => {
    const calls = openScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Decline the request of ${leaName} for Laser course` }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the training request' });
    expect(dialog).toHaveTextContent(`${leaName} (${lea.auId}) asked for the training in Laser course.`);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  No course this term ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`${leaName}'s request was declined.`)).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([[requestPath(2), { grant: false, reason: 'No course this term' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines without a reason when none is given', async () => {
    const calls = openScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Decline the request of ${leaName} for Laser course` }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the training request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`${leaName}'s request was declined.`)).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([[requestPath(2), { grant: false }]]);
  });

  it("shows the server's reason when another Clerk closed the request first", async () => {
    const detail = 'This training request has already been closed.';
    openScreen((call) => (call.method === 'PUT' ? problemResponse(409, { title: 'Conflict', detail }) : undefined));
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Decline the request of ${leaName} for Laser course` }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the training request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  it("tells the user the server's reason when the list cannot be fetched", async () => {
    openScreen((call) =>
      call.url.startsWith('/api/Qualifications/requests?')
        ? problemResponse(403, { title: 'Forbidden', detail: 'You do not have permission to do this.' })
        : undefined,
    );
    expect(
      await screen.findByText('Could not fetch the training requests: You do not have permission to do this.'),
    ).toBeInTheDocument();
  });
});
