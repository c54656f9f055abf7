import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../test/fake-jwt';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render-with-providers';
import { DownloadButton } from './download-button';

const token = fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] });

beforeEach(() => {
  storeProductToken(token);
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('DownloadButton', () => {
  it('fetches the file with the bearer token and saves it under the name the server gives', async () => {
    const calls = stubFetch(
      () =>
        new Response('Loan id\n1\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="labstock-loans-all-2026-03-10.csv"',
          },
        }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<DownloadButton label="Export loans" path="/export/loans.csv" query={{ scope: 'all' }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Export loans' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/export/loans.csv?scope=all');
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(clicked[0]?.download).toBe('labstock-loans-all-2026-03-10.csv');
    expect(clicked[0]?.href).toBe('blob:export');
    const [[saved]] = vi.mocked(URL.createObjectURL).mock.calls as [[Blob]];
    expect(await saved.text()).toBe('Loan id\n1\n');
  });

  it('shows the server message when the export fails', async () => {
    stubFetch(() =>
      jsonResponse(
        { status: 403, title: 'Forbidden', detail: 'You do not have permission to do this.' },
        { status: 403, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    renderWithProviders(<DownloadButton label="Export users" path="/export/users.csv" />);

    await userEvent.click(screen.getByRole('button', { name: 'Export users' }));

    expect(await screen.findByText('Unsuccessful: You do not have permission to do this.')).toBeInTheDocument();
  });
});
