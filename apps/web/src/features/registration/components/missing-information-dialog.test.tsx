import { ACCESS_TOKEN_STORAGE_KEY, PHONE_HELPER_TEXT } from '@labstock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { ssoProfileStore } from '../../../lib/auth/sso-profile';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MissingInformationDialog } from './missing-information-dialog';

vi.mock('../../../lib/auth/sso-sign-in', () => ({ getSsoAccessToken: async () => 'sso-access-token' }));
// The sign-in configuration is not needed: the profile is set directly below.
vi.mock('../../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const loanerToken = fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] });

/** The product token of first login: no roles yet, and the AU id the server read from the sign-in. */
const firstLoginToken = (auId: string) => fakeJwt({ exp: epochSeconds(3600), role: [], sub: auId, auId });

beforeEach(() => {
  ssoProfileStore.set({ name: 'Lea Loaner', firstName: 'Lea', lastName: 'Loaner' });
  storeProductToken(firstLoginToken('au100003'));
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('missing-information dialog', () => {
  it('prefills the name from the sign-in account and the AU id the server read, read-only', () => {
    renderWithProviders(<MissingInformationDialog />);
    expect(field(/^name/i)).toHaveValue('Lea Loaner');
    expect(field(/^name/i)).toHaveAttribute('readonly');
    expect(field(/auid/i)).toHaveValue('au100003');
    expect(field(/auid/i)).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /first name/i })).not.toBeInTheDocument();
  });

  it('asks for the name only when the sign-in account has none, and sends what is typed', async () => {
    ssoProfileStore.set({ name: '', firstName: '', lastName: '' });
    storeProductToken(firstLoginToken('au100009'));
    const calls = stubFetch(() => jsonResponse({ token: loanerToken }, { status: 201 }));
    renderWithProviders(<MissingInformationDialog />);
    expect(screen.queryByRole('textbox', { name: /^name/i })).not.toBeInTheDocument();
    await userEvent.type(field(/first name/i), 'Ida');
    await userEvent.type(field(/last name/i), 'Holm');
    await userEvent.type(field(/student number/i), 'IH');
    await userEvent.type(field(/email/i), 'ida@uni.example');
    await userEvent.type(field(/phone/i), '12345678');
    await userEvent.click(saveButton());

    await waitFor(() => expect(calls[0]?.body).toMatchObject({ firstName: 'Ida', lastName: 'Holm', auId: 'au100009' }));
  });

  it("shows 'Required *' hints and keeps Save disabled until every field is valid", async () => {
    renderWithProviders(<MissingInformationDialog />);
    expect(screen.getAllByText('Required *')).toHaveLength(3);
    expect(saveButton()).toBeDisabled();

    await userEvent.type(field(/student number/i), 'au100003');
    await userEvent.type(field(/email/i), 'lea@uni.example');
    expect(saveButton()).toBeDisabled();
    await userEvent.type(field(/phone/i), '12 34 56 78');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('shows the spec messages for invalid input', async () => {
    renderWithProviders(<MissingInformationDialog />);
    await userEvent.type(field(/email/i), 'not-an-address');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(field(/email/i));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();

    await userEvent.type(field(/phone/i), '1234');
    expect(await screen.findByText(PHONE_HELPER_TEXT)).toBeInTheDocument();
    await userEvent.clear(field(/phone/i));
    expect(await screen.findByText('Please enter your mobile number')).toBeInTheDocument();

    await userEvent.type(field(/student number/i), 'x');
    await userEvent.clear(field(/student number/i));
    expect(await screen.findByText('Please enter your student number or staff initials')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('registers with the SSO token and stores the new product token', async () => {
    const calls = stubFetch(() => jsonResponse({ token: loanerToken }, { status: 201 }));
    renderWithProviders(<MissingInformationDialog />);
    await userEvent.type(field(/student number/i), 'LL');
    await userEvent.type(field(/email/i), 'lea@uni.example');
    await userEvent.type(field(/phone/i), '+4512345678');
    await userEvent.click(saveButton());

    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(loanerToken));
    expect(calls[0]?.url).toBe('/api/Loaners/register');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer sso-access-token');
    expect(calls[0]?.body).toEqual({
      firstName: 'Lea',
      lastName: 'Loaner',
      auId: 'au100003',
      studentNo: 'LL',
      staffInitials: 'LL',
      mobileNo: '+4512345678',
      email: 'lea@uni.example',
    });
  });
});
