import { type ExtensionRequest, ExtensionStatus, type Loan } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManageMenu } from '../../app/layout/manage-menu';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { leaLoaner, oscilloscopeNo4 } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as ExtensionsScreen } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

function loanOf(loanId: number, loaner = leaLoaner()): Loan {
  return {
    loanId,
    loanerId: loaner.loanerId,
    componentId: 21,
    loanDate: '2030-02-20T10:00:00.000Z',
    returnDate: '2030-03-10',
    returnedAt: null,
    isEmailSent: false,
    lastEmailSend: null,
    isOverdue: false,
    extensions: 2,
    pendingExtension: { extensionRequestId: loanId, requestedReturnDate: '2030-04-10' },
    faultReports: [],
    component: oscilloscopeNo4(),
    loaner,
  };
}

function requestOf(id: number, loaner = leaLoaner()): ExtensionRequest {
  return {
    extensionRequestId: id,
    loan: loanOf(id, loaner),
    previousReturnDate: '2030-03-10',
    requestedReturnDate: '2030-04-10',
    status: ExtensionStatus.Pending,
    reason: null,
    createdAt: '2030-03-06T09:00:00.000Z',
    decidedAt: null,
  };
}

/** The lab's server with Lea's and Bo's requests waiting; a decision moves one out of the pending list. */
function lab() {
  const requests = [requestOf(1), requestOf(2, leaLoaner({ loanerId: 4, firstName: 'Bo', auId: 'au100004' }))];
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Loans/extensions' && call.method === 'GET') {
      const status = url.searchParams.get('status');
      const size = Number(url.searchParams.get('pageSize'));
      const rows = requests.filter((request) => request.status === status);
      return jsonResponse(rows.slice(0, size), {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) },
      });
    }
    const decided = /^\/api\/Loans\/extensions\/(\d+)$/.exec(url.pathname);
    if (decided && call.method === 'PUT') {
      const { approve, reason } = call.body as { approve: boolean; reason?: string };
      const request = requests.find((row) => row.extensionRequestId === Number(decided[1])) as ExtensionRequest;
      Object.assign(request, {
        status: approve ? ExtensionStatus.Approved : ExtensionStatus.Declined,
        reason: reason ?? null,
        decidedAt: '2030-03-07T10:00:00.000Z',
      });
      return jsonResponse(request);
    }
    return jsonResponse({});
  };
}

/** The screen under the top bar's Manage menu, as a Clerk sees them. */
function renderScreen(answer?: Answer) {
  const calls = stubServer(lab(), answer);
  const router = createMemoryRouter(
    [
      {
        path: '/Extensions',
        element: (
          <>
            <ManageMenu />
            <ExtensionsScreen />
          </>
        ),
      },
    ],
    { initialEntries: ['/Extensions'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return calls;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const decisions = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body]);

describe('Extension requests', { timeout: 30_000 }, () => {
  it('lists who asked, for which unit, from which date to which and when, of the pending ones', async () => {
    const calls = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Extension requests' })).toBeVisible();
    const row = await rowOf('Lea Loaner (au100003)');

    expect(within(row).getByText('Oscilloscope #4')).toBeVisible();
    expect(within(row).getByText('10-03-2030')).toBeVisible();
    expect(within(row).getByText('10-04-2030')).toBeVisible();
    expect(within(row).getByText('06-03-2030')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting for a decision', selected: true })).toBeVisible();
    expect(calls.map((call) => call.url)).toContain('/api/Loans/extensions?status=Pending&pageNumber=1&pageSize=10');
  });

  it('approves a request, says so, and takes it off the list and the badge', async () => {
    const calls = renderScreen();
    const manage = await screen.findByRole('button', { name: 'Manage' });
    await waitFor(() => expect(manage).toHaveAccessibleDescription('2 extension request(s) wait for a decision'));

    await userEvent.click(within(await rowOf('Lea Loaner (au100003)')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText("Lea Loaner's loan now runs until 10-04-2030.")).toBeVisible();
    expect(decisions(calls)).toEqual([['/api/Loans/extensions/1', { approve: true }]]);
    await waitFor(() => expect(screen.queryByText('Lea Loaner (au100003)')).not.toBeInTheDocument());
    await waitFor(() => expect(manage).toHaveAccessibleDescription('1 extension request(s) wait for a decision'));

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await rowOf('Lea Loaner (au100003)')).toBeVisible();
  });

  it('names the badge count on the menu item too, and shows none once nothing waits', async () => {
    renderScreen();
    const manage = await screen.findByRole('button', { name: 'Manage' });
    await waitFor(() => expect(manage).toHaveAccessibleDescription('2 extension request(s) wait for a decision'));
    await userEvent.click(manage);
    const item = await screen.findByRole('menuitem', { name: 'Extension requests' });
    expect(item).toHaveAccessibleDescription('2 extension request(s) wait for a decision');
    expect(item).toHaveTextContent('Extension requests2');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await rowOf('Lea Loaner (au100003)')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await rowOf('Bo Loaner (au100004)')).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(manage).not.toHaveAccessibleDescription());
    expect(await screen.findByText('No extension requests wait for a decision.')).toBeVisible();
  });

  it('tells the Clerk why approving failed when it would break a booking', async () => {
    renderScreen((call) =>
      call.method === 'PUT'
        ? problemResponse(409, { title: 'Conflict', detail: 'Bo has booked it from 01-04-2030.' })
        : undefined,
    );

    await userEvent.click(within(await rowOf('Lea Loaner (au100003)')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The extension was not approved: Bo has booked it from 01-04-2030.')).toBeVisible();
  });

  it('declines only with a reason, which the loaner reads', async () => {
    const calls = renderScreen();
    await userEvent.click(within(await rowOf('Lea Loaner (au100003)')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the extension' });
    expect(
      within(dialog).getByText('Lea Loaner (au100003) asked to keep Oscilloscope until 10-04-2030.'),
    ).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Give the loaner a reason for declining')).toBeVisible();
    expect(reason).toHaveFocus();
    expect(decisions(calls)).toEqual([]);

    await userEvent.type(reason, ' Exam week. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText("Lea Loaner's request was declined.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls)).toEqual([['/api/Loans/extensions/1', { approve: false, reason: 'Exam week.' }]]);
    await userEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(within(await rowOf('Lea Loaner (au100003)')).getByText('Exam week.')).toBeVisible();
  });
  it('keeps a refused decline on screen, even once the request has left the list', async () => {
    // Another Clerk approved it a moment before: the server refuses, and the list no longer has it.
    let decided = false;
    renderScreen((call) => {
      if (call.method === 'PUT') {
        decided = true;
        return problemResponse(409, { title: 'Conflict', detail: 'The request was already decided.' });
      }
      return decided && call.url.startsWith('/api/Loans/extensions?')
        ? jsonResponse([], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 0 }) } })
        : undefined;
    });
    await userEvent.click(within(await rowOf('Lea Loaner (au100003)')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the extension' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Exam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request was already decided.');
    expect(await screen.findByText('No extension requests wait for a decision.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The request was already decided.');
  });

  it('says "more than" on the list and the menu when more requests wait than the server counts', async () => {
    renderScreen((call) =>
      call.url.startsWith('/api/Loans/extensions?')
        ? jsonResponse([requestOf(1)], {
            headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1_000, TotalCountCapped: true }) },
          })
        : undefined,
    );
    expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
    const manage = await screen.findByRole('button', { name: 'Manage' });
    await waitFor(() =>
      expect(manage).toHaveAccessibleDescription('More than 1,000 extension requests wait for a decision'),
    );
    expect(within(manage).getByText('99+')).toBeInTheDocument();
  });
});
