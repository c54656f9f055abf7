import type { Loaner } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { productTokenStore, storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { routes } from '../router';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const loaner: Loaner = {
  loanerId: 5,
  firstName: 'Dora',
  lastName: 'Dansk',
  auId: 'au100005',
  studentNo: '202012345',
  staffInitials: null,
  mobileNo: '12345678',
  email: 'dora@example.com',
  hasOverdueLoans: false,
  language: 'en',
  roles: [{ id: 1, name: 'Loaner' }],
};

let stored: Loaner;
let calls: RecordedCall[];

beforeEach(() => {
  productTokenStore.set(null);
  calls = stubFetch((call) => {
    if (call.url === '/api/Loaners/Loaner') return jsonResponse(stored);
    if (call.url === '/api/Loaners/Loaner/language') return jsonResponse({ ...stored, ...(call.body as object) });
    return jsonResponse([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

function signIn(language: Loaner['language']) {
  stored = { ...loaner, language };
  storeProductToken(fakeJwt({ sub: String(loaner.loanerId), exp: epochSeconds(3600), role: ['Loaner'] }));
}

function openComponents() {
  renderWithProviders(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/Components'] })} />);
}

describe('the language', () => {
  it('switches the screen to Danish at once, remembers it and saves it for the user', async () => {
    signIn('en');
    openComponents();
    expect(await screen.findByRole('heading', { name: 'Components' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    // The menu's code loads on the first click, unless the first screen has settled before.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dansk' }));

    expect(await screen.findByRole('heading', { name: 'Komponenter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Komponenter' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Søg på navn eller beskrivelse' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('da');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('da');
    const saved = calls.find((call) => call.url === '/api/Loaners/Loaner/language');
    expect(saved).toMatchObject({ method: 'PUT', body: { language: 'da' } });

    await userEvent.click(screen.getByRole('button', { name: 'Konto' }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Components' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the user's stored language after sign-in, over this browser's", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    signIn('da');
    openComponents();
    expect(await screen.findByRole('heading', { name: 'Komponenter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('da');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
