import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { problemResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { MyDataSection } from './components/my-data-section';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const token = fakeJwt({ sub: '5', exp: epochSeconds(3600), role: ['Loaner'] });
const exported = JSON.stringify({ profile: { firstName: 'Ada', lastName: 'Tester' }, reservations: [] });

beforeEach(() => {
  storeProductToken(token);
  URL.createObjectURL = vi.fn(() => 'blob:my-data');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByRole('region', { name: 'My data' });

describe('My data on the profile', () => {
  it('says what the file holds', () => {
    renderWithProviders(<MyDataSection />);
    expect(within(section()).getByText('Everything Labstock holds about you, as a JSON file.')).toBeInTheDocument();
  });

  it('downloads the JSON file with the token, under the name the server gives', async () => {
    const calls = stubFetch(
      () =>
        new Response(exported, {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': 'attachment; filename="labstock-my-data-2026-03-10.json"',
          },
        }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<MyDataSection />);

    await userEvent.click(within(section()).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/Loaners/Loaner/export');
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(clicked[0]?.download).toBe('labstock-my-data-2026-03-10.json');
    const [[saved]] = vi.mocked(URL.createObjectURL).mock.calls as [[Blob]];
    expect(await saved.text()).toBe(exported);
  });

  it("tells the user the server's reason when the download fails", async () => {
    stubFetch(() => problemResponse(503, { title: 'Service Unavailable', detail: 'The database cannot be reached.' }));
    renderWithProviders(<MyDataSection />);

    await userEvent.click(within(section()).getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unsuccessful: The database cannot be reached.');
  });
});
