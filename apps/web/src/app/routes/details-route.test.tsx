import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { problemResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as DetailsDialog } from './details-dialog-route';
import { Component as DetailsPage } from './details-route';

// The roles come from the stored product token; the sign-in configuration is not needed here.
vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

afterEach(() => vi.unstubAllGlobals());

/** Opens `address` with the details page and the list's details dialog routed as the app routes them. */
function open(address: string) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] }));
  const calls = stubFetch(() => problemResponse(404, { title: 'Component type not found.' }));
  const router = createMemoryRouter(
    [
      { path: '/details/:id', Component: DetailsPage },
      { path: '/Components/details/:id', Component: DetailsDialog },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, calls };
}

const typeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/ComponentTypes'));

describe('a details address that names no component type', () => {
  it.each(['/details/1e99', '/details/abc', '/details/%E0%A4%A', '/details/0', '/Components/details/007'])(
    '%s shows one clear "not found" page without asking the server',
    async (address) => {
      const { router, calls } = open(address);
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByText('No component type has this address.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the components' })).toHaveAttribute('href', '/Components');
      expect(router.state.location.pathname).not.toBe('/Components');
      expect(typeCalls(calls)).toHaveLength(0);
    },
  );

  it('shows the same page for a well-formed id of a type that does not exist', async () => {
    open('/details/424242');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
