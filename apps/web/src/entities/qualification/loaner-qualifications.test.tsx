import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoanerQualifications } from './loaner-qualifications';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

describe("A loaner's own qualifications", () => {
  it('are listed to read, without granting or revoking', async () => {
    const calls = stubFetch(() =>
      jsonResponse([
        {
          qualificationId: 1,
          name: 'Soldering safety',
          grantedOn: '2030-01-10',
          expiresOn: null,
          grantedBy: 'Cleo Clerk',
        },
      ]),
    );
    renderWithProviders(<LoanerQualifications loanerId={7} loanerName="Lea Loaner" headingLevel="h2" />);
    const section = screen.getByRole('region', { name: 'Qualifications' });
    const table = within(section).getByRole('table', { name: 'Qualifications' });
    expect(await within(table).findByText('Soldering safety')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Soldering safety', '10-01-2030', 'Without end', 'Cleo Clerk']);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/Loaners/7/qualifications']);
  });

  it('say so when none is granted', async () => {
    stubFetch(() => jsonResponse([]));
    renderWithProviders(<LoanerQualifications loanerId={7} loanerName="Lea Loaner" headingLevel="h2" />);
    expect(await screen.findByText('No qualifications granted.')).toBeInTheDocument();
  });
});
