import type { Loan } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { leaLoaner, oscilloscopeNo4 } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as Loans } from './route';

// useAuth loads the sign-in configuration; the roles come from the stored token here.
vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));
afterEach(() => vi.unstubAllGlobals());

const loan: Loan = {
  loanId: 31,
  loanerId: 3,
  componentId: 21,
  loanDate: '2030-05-02T09:30:00.000Z',
  returnDate: '2030-06-15',
  returnedAt: null,
  isEmailSent: false,
  lastEmailSend: null,
  isOverdue: false,
  extensions: 0,
  pendingExtension: null,
  faultReports: [],
  component: oscilloscopeNo4('Scratched'),
  loaner: leaLoaner(),
};

function renderAs(roles: string[], loans: Loan[] = [loan]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const calls = stubFetch((call) =>
    call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(loans),
  );
  renderWithProviders(<Loans />);
  return calls;
}

describe('loans', () => {
  it("lists a Loaner's loans with the spec's columns and no Handin", async () => {
    renderAs(['Loaner']);
    expect(await screen.findByRole('heading', { name: 'Loans' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Oscilloscope/ });
    for (const text of [
      'Lea Loaner',
      'au100003',
      '201900001',
      '12345678',
      '4',
      'Scratched',
      '02-05-2030',
      '15-06-2030',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('searchbox', { name: 'Search for loans' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Handin' })).not.toBeInTheDocument();
  });

  it('marks the loan the server says is overdue, in words, and no other', async () => {
    const overdue: Loan = {
      ...loan,
      loanId: 32,
      returnDate: '2020-01-10',
      isOverdue: true,
      extensions: 0,
      pendingExtension: null,
      faultReports: [],
      component: { ...oscilloscopeNo4(), componentNumber: 7 },
    };
    renderAs(['Loaner', 'Clerk'], [overdue, loan]);
    const late = await screen.findByRole('row', { name: /10-01-2020/ });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const onTime = screen.getByRole('row', { name: /15-06-2030/ });
    expect(within(onTime).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('sorts by return date, the earliest first, and the latest first after a click on its header', async () => {
    const calls = renderAs(['Loaner', 'Clerk']);
    const header = await screen.findByRole('columnheader', { name: /Return date/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').searchParams.get('sortDirection')).toBe('asc');

    await userEvent.click(within(header).getByRole('button', { name: /Return date/ }));

    await waitFor(() =>
      expect(new URL(calls.at(-1)?.url ?? '', 'http://localhost').searchParams.get('sortDirection')).toBe('desc'),
    );
    expect(screen.getByRole('columnheader', { name: /Return date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers hand-in statuses without Loaned and ReservedLoaner, Available first and chosen', async () => {
    renderAs(['Loaner', 'Clerk']);
    expect(await screen.findByRole('heading', { name: 'Active loans' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Handin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handin' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Available');

    await userEvent.click(status);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Available',
      'Reserved by the lab',
      'Defect',
      'Trashed',
      'Lost',
      'Never returned',
    ]);
  });

  it('shows the faults reported on the loan and starts the hand-in from Defect, which the Clerk may change', async () => {
    const reported: Loan = {
      ...loan,
      faultReports: [
        {
          faultReportId: 8,
          componentId: 21,
          description: 'No trace on channel 2',
          imageUrl: '/api/Faults/8/image?v=abc',
          reportedBy: { loanerId: 3, name: 'Lea Loaner', auId: 'au100003' },
          createdAt: '2030-05-20T12:15:00.000Z',
          repairTicketId: null,
        },
      ],
    };
    const calls = renderAs(['Loaner', 'Clerk'], [reported]);
    await userEvent.click(await screen.findByRole('button', { name: 'Handin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handin' });
    const faults = within(dialog).getByRole('region', { name: '1 fault(s) reported while on loan' });
    expect(within(faults).getByText('No trace on channel 2')).toBeVisible();
    expect(within(faults).getByText(/^Reported 20-05-2030 \d\d:15 by Lea Loaner$/)).toBeVisible();
    expect(within(faults).getByRole('link', { name: 'Photo of the fault' })).toHaveAttribute(
      'href',
      '/api/Faults/8/image?v=abc',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Defect');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Available' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Handin successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Loans/31?status=0');
  });

  it('hands a loan in with the chosen status and confirms it', async () => {
    const calls = renderAs(['Loaner', 'Clerk']);
    await userEvent.click(await screen.findByRole('button', { name: 'Handin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handin' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Defect' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Handin successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Loans/31?status=4');
    // The list is read again after the hand-in.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/Loans?'))).toHaveLength(2));
  });
});
