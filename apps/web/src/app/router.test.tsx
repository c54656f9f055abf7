import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productTokenStore, storeProductToken } from '../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../test/fake-jwt';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render-with-providers';
import { routes } from './router';

// Signing in to the SSO never finishes here: the tests look at what the roles of the stored token allow.
vi.mock('../lib/auth/sso-sign-in', () => ({
  getSsoAccessToken: () => new Promise(() => {}),
  isSsoRedirectReturn: () => false,
  completeSsoRedirect: async () => undefined,
}));
vi.mock('../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

beforeEach(() => {
  productTokenStore.set(null);
  stubFetch((call) => {
    if (call.url === '/api/auth/config') return jsonResponse(signInSettings);
    // GET Environment is for signed-in users only: the banner must not depend on it.
    if (call.url === '/api/Environment') {
      return call.headers.has('Authorization')
        ? jsonResponse({ environment: 'Test', version: '2.3.2' })
        : jsonResponse({ status: 401 }, { status: 401 });
    }
    return jsonResponse([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

const signInSettings = {
  authority: 'https://login.uni.example/realms/lab',
  clientId: 'labstock-web',
  scope: 'openid profile email',
  silentSignInFrame: true,
  environment: 'Test',
};

function signInWith(roles: string[]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
}

function openAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A Loaner opening `path` lands on the component list. */
async function expectSentToComponentList(path: string) {
  signInWith(['Loaner']);
  const router = openAt(path);
  expect(await screen.findByRole('heading', { name: 'Components' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/Components');
}

/** The entries of the Manage menu as a user with `roles` sees them. */
async function manageMenuOf(roles: string[]) {
  signInWith(roles);
  openAt('/Components');
  await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
  return within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('routes and guards', () => {
  it('sends a user without a token to the token screen', async () => {
    openAt('/Users');
    expect(await screen.findByText('Fetching token...')).toBeInTheDocument();
  });

  it('names the environment on the token screen, before anyone has signed in', async () => {
    openAt('/Components');
    expect(await screen.findByText('Fetching token...')).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Environment' })).toHaveTextContent('Test');
  });

  it('names the environment at first login, while the token holds no role yet', async () => {
    signInWith([]);
    openAt('/login');
    expect(await screen.findByRole('note', { name: 'Environment' })).toHaveTextContent('Test');
  });

  it('sends a user without the role on to the component list', async () => {
    await expectSentToComponentList('/Users');
  });

  it('sends a Loaner opening Low stock on to the component list', async () => {
    await expectSentToComponentList('/LowStock');
  });

  it('sends a Loaner opening Repairs on to the component list', async () => {
    await expectSentToComponentList('/Repairs');
  });

  it('sends a Clerk who is not an Admin opening Qualifications on to the component list', async () => {
    signInWith(['Loaner', 'Clerk']);
    const router = openAt('/Qualifications');
    expect(await screen.findByRole('heading', { name: 'Components' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Components');
  });

  it('sends a Loaner opening Training requests on to the component list', async () => {
    await expectSentToComponentList('/TrainingRequests');
  });

  it('opens Low stock for an Admin who is not a Clerk', async () => {
    signInWith(['Loaner', 'Admin']);
    openAt('/lowstock');
    expect(await screen.findByRole('heading', { name: 'Low stock' })).toBeInTheDocument();
  });

  it('opens an Admin screen for an Admin, matching the path in any case', async () => {
    signInWith(['Loaner', 'Admin']);
    openAt('/statistics');
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('redirects / and unknown paths to /Components', async () => {
    await expectSentToComponentList('/no/such/page');
  });

  it('shows the missing-information form for a token without the Loaner role', async () => {
    signInWith([]);
    openAt('/login');
    expect(await screen.findByRole('dialog', { name: 'Missing information' })).toBeInTheDocument();
  });

  it('shows the environment banner outside production', async () => {
    signInWith(['Loaner']);
    openAt('/Components');
    expect(await screen.findByRole('note', { name: 'Environment' })).toHaveTextContent('Test');
  });
});

describe('top bar menus', () => {
  it('hides Manage from a Loaner and shows their own lists in the account menu', async () => {
    signInWith(['Loaner']);
    openAt('/Components');
    await screen.findByRole('heading', { name: 'Components' });
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.getAttribute('aria-disabled') !== 'true')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My reservations', 'My loans', 'Log out']);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System theme', 'Light theme', 'Dark theme', 'English', 'Dansk']);
    expect(await within(menu).findByRole('menuitem', { name: 'Test · 2.3.2' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('gives a user with Admin and Clerk both groups', async () => {
    expect(await manageMenuOf(['Loaner', 'Admin', 'Clerk'])).toEqual([
      'Users',
      'Categories',
      'Qualifications',
      'Handin Date',
      'Lending limits',
      'Emails',
      'Statistics',
      'Activity',
      'Lab settings',
      'Reservations',
      'Loans',
      'Counter',
      'Bookings',
      'Extension requests',
      'Low stock',
      'Repairs',
      'Calibration',
      'Training requests',
    ]);
  });

  it('gives an Admin who is not a Clerk the Admin group, Bookings, Extension requests, Low stock, Repairs, Calibration and Training requests, which the routes let them open', async () => {
    expect(await manageMenuOf(['Loaner', 'Admin'])).toEqual([
      'Users',
      'Categories',
      'Qualifications',
      'Handin Date',
      'Lending limits',
      'Emails',
      'Statistics',
      'Activity',
      'Lab settings',
      'Bookings',
      'Extension requests',
      'Low stock',
      'Repairs',
      'Calibration',
      'Training requests',
    ]);
  });

  it('gives a Clerk only Reservations, Loans, the Counter, Bookings, Extension requests, Low stock, Repairs, Calibration and Training requests', async () => {
    expect(await manageMenuOf(['Loaner', 'Clerk'])).toEqual([
      'Reservations',
      'Loans',
      'Counter',
      'Bookings',
      'Extension requests',
      'Low stock',
      'Repairs',
      'Calibration',
      'Training requests',
    ]);
  });

  it('opens Low stock from the menu for a Clerk', async () => {
    signInWith(['Loaner', 'Clerk']);
    const router = openAt('/Components');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Low stock' }));
    expect(await screen.findByRole('heading', { name: 'Low stock' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/LowStock');
  });

  it('opens Repairs from the menu for an Admin', async () => {
    signInWith(['Loaner', 'Admin']);
    const router = openAt('/Components');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Repairs' }));
    expect(await screen.findByRole('heading', { name: 'Repairs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Repairs');
  });

  it('opens Qualifications from the menu for an Admin', async () => {
    signInWith(['Loaner', 'Admin']);
    const router = openAt('/Components');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Qualifications' }));
    expect(await screen.findByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Qualifications');
  });

  it('opens Training requests from the menu for a Clerk', async () => {
    signInWith(['Loaner', 'Clerk']);
    const router = openAt('/Components');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Training requests' }));
    expect(await screen.findByRole('heading', { name: 'Training requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/TrainingRequests');
  });

  it("opens the Lab settings dialog from an Admin's menu", async () => {
    signInWith(['Loaner', 'Admin']);
    openAt('/Components');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lab settings' }));
    expect(await screen.findByRole('dialog', { name: 'Lab settings' })).toBeInTheDocument();
  });
});
