import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeProductToken, storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegistrationGate } from './registration-gate';

const userManager = vi.hoisted(() => ({ getUserManager: vi.fn(() => new Promise(() => {})) }));
vi.mock('../../lib/auth/user-manager', () => userManager);

beforeEach(() => {
  userManager.getUserManager.mockClear();
});
afterEach(() => removeProductToken());

describe('RegistrationGate', () => {
  it('asks a first-time user for the missing information and loads their SSO account for it', async () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: 'au100003' }));
    renderWithProviders(<RegistrationGate />);
    expect(await screen.findByRole('dialog', { name: 'Missing information' })).toBeInTheDocument();
    expect(userManager.getUserManager).toHaveBeenCalled();
  });

  it('leaves a registered Loaner alone and loads no sign-in library', () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '7', role: ['Loaner'] }));
    renderWithProviders(<RegistrationGate />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(userManager.getUserManager).not.toHaveBeenCalled();
  });
});
