import type { PastLoan } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { PastLoans } from './components/past-loans';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const returned: PastLoan = {
  loanId: 12,
  loanDate: new Date(2026, 1, 2, 10, 0).toISOString(),
  returnDate: '2026-02-20',
  returnedAt: new Date(2026, 1, 19, 15, 30).toISOString(),
  returnedStatus: 0,
  component: { componentId: 70, componentTypeId: 7, componentTypeName: 'Arduino Uno', componentNumber: 2 },
};
const ofDeletedComponent: PastLoan = {
  ...returned,
  loanId: 11,
  component: { componentId: null, componentTypeId: null, componentTypeName: null, componentNumber: null },
};

afterEach(() => vi.unstubAllGlobals());

describe('Past loans', () => {
  it('lists the returned loans with component, number, loan date and returned date', async () => {
    const calls = stubFetch(() =>
      jsonResponse([returned, ofDeletedComponent], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } }),
    );
    storeProductToken(fakeJwt({ sub: '5', exp: epochSeconds(3600), role: ['Loaner'] }));
    renderWithProviders(<PastLoans loanerId={5} />);

    const section = screen.getByRole('region', { name: 'Past loans' });
    const table = await within(section).findByRole('table', { name: 'Past loans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Component', 'Component no', 'Loan date', 'Returned date']);
    const [, first, second] = await waitFor(() => {
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(first).toHaveTextContent('Arduino Uno');
    expect(first).toHaveTextContent('02-02-2026');
    expect(first).toHaveTextContent('19-02-2026');
    expect(second).toHaveTextContent('Deleted component');
    expect(calls[0]?.url).toContain('/api/Loaners/5/loans/history?pageNumber=1');
  });
});
