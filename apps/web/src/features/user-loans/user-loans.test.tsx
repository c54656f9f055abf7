import type { Loan } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UserLoans } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

/** A loan due `days` from the browser's today, overdue or not as the server decides it by the lab's calendar. */
function loanDueIn(days: number, name: string, isOverdue: boolean): Loan {
  return {
    loanId: days + 100,
    loanerId: 3,
    componentId: days + 200,
    loanDate: '2024-01-02T10:00:00.000Z',
    returnDate: format(addDays(new Date(), days), 'yyyy-MM-dd'),
    returnedAt: null,
    isEmailSent: false,
    lastEmailSend: null,
    isOverdue,
    extensions: 0,
    pendingExtension: null,
    faultReports: [],
    component: {
      componentId: days + 200,
      componentTypeId: 1,
      componentTypeName: name,
      componentNumber: 7,
      adminComment: null,
    },
    loaner: null,
  };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('My loans', () => {
  it("warns 'Loan overdue' for the loans the server marks overdue by the lab's calendar, not the browser's", async () => {
    // The lab is already on tomorrow (the browser is far west of it): the loan due today by the browser is overdue.
    const loans = [
      loanDueIn(-1, 'Oscilloscope', true),
      loanDueIn(0, 'Multimeter', true),
      loanDueIn(5, 'Soldering iron', false),
    ];
    const calls = stubFetch(() =>
      jsonResponse(loans, {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: 3, PageSize: 10, CurrentPage: 1, TotalPages: 1 }) },
      }),
    );
    renderWithProviders(<UserLoans />);

    await screen.findByText('Oscilloscope');
    expect(within(rowOf('Oscilloscope')).getByText('Loan overdue')).toBeInTheDocument();
    expect(within(rowOf('Multimeter')).getByText('Loan overdue')).toBeInTheDocument();
    expect(within(rowOf('Soldering iron')).queryByText('Loan overdue')).not.toBeInTheDocument();
    expect(within(rowOf('Oscilloscope')).getByText('02-01-2024')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/Loans/User?pageNumber=1&pageSize=10&searchString=');
  });

  it('offers Report fault on each loan, for the unit of its row', async () => {
    stubFetch(() =>
      jsonResponse([loanDueIn(3, 'Oscilloscope', false), loanDueIn(5, 'Multimeter', false)], {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2, PageSize: 10, CurrentPage: 1, TotalPages: 1 }) },
      }),
    );
    renderWithProviders(<UserLoans />);

    await screen.findByText('Multimeter');
    expect(within(rowOf('Oscilloscope')).getByRole('button', { name: 'Report fault' })).toBeVisible();
    await userEvent.click(within(rowOf('Multimeter')).getByRole('button', { name: 'Report fault' }));
    expect(await screen.findByRole('dialog', { name: 'Report a fault on Multimeter No. 7' })).toBeVisible();
  });
});
