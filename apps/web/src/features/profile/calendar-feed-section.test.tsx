import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { CalendarFeedSection } from './components/calendar-feed-section';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const oldUrl = 'https://labstock.example/api/calendar/old-secret.ics';
const newUrl = 'https://labstock.example/api/calendar/new-secret.ics';

beforeEach(() => storeProductToken(fakeJwt({ sub: '5', exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

/** The server: GET answers the address, POST a new one. */
function serve() {
  return stubFetch((call) => jsonResponse({ url: call.method === 'POST' ? newUrl : oldUrl }));
}

const section = () => screen.getByRole('region', { name: 'Calendar feed' });
const addressField = () => within(section()).findByRole('textbox', { name: 'Calendar feed address' });

describe('Calendar feed on the profile', () => {
  it('says what the feed is for and shows the address read-only', async () => {
    serve();
    renderWithProviders(<CalendarFeedSection />);

    expect(within(section()).getByText(/your bookings and return dates show up there/)).toBeInTheDocument();
    const field = await addressField();
    expect(field).toHaveValue(oldUrl);
    expect(field).toHaveAttribute('readonly');
  });

  it('copies the address and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />);
    await addressField();
    expect(within(section()).getByRole('status')).toHaveTextContent('');

    await user.click(within(section()).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(oldUrl);
    expect(within(section()).getByRole('status')).toHaveTextContent('Copied');
  });

  it('tells the user to copy by hand when the browser refuses the clipboard', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />);
    await addressField();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));

    await user.click(within(section()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('select it and copy it yourself');
    expect(within(section()).getByRole('status')).toHaveTextContent('');
  });

  it('renews the address only after a warning that the old one stops working', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />);
    await addressField();

    await user.click(within(section()).getByRole('button', { name: 'Renew address' }));
    const warning = screen.getByRole('dialog', { name: 'Renew address' });
    expect(warning).toHaveTextContent('the old one stops working at once');
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(section()).getByRole('button', { name: 'Renew address' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Renew address' }));
    await waitFor(async () => expect(await addressField()).toHaveValue(newUrl));
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([{ url: '/api/Loaners/Loaner/calendar' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your calendar feed has a new address.');
  });
});
