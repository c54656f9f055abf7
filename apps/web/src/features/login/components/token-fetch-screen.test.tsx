import { messages, SsoRefusal, ssoRefusalType } from '@labstock/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/language-packs';
import { Language } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-error';
import { IssuerUnreachableError } from '../../../lib/auth/sso-sign-in';
import { TokenFetchScreen } from './token-fetch-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const noop = () => undefined;

describe('token screen', () => {
  it("shows 'Fetching token...' with a progress bar while fetching", () => {
    render(<TokenFetchScreen error={undefined} onRefresh={noop} onSignOut={noop} />);
    expect(screen.getByText('Fetching token...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the failure at once and the refresh and sign-out buttons after 2 seconds', () => {
    const onRefresh = vi.fn();
    render(<TokenFetchScreen error={new Error('No SSO session')} onRefresh={onRefresh} onSignOut={noop} />);
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('No SSO session')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'refresh' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('button', { name: 'refresh' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    screen.getByRole('button', { name: 'refresh' }).click();
    expect(onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

/** The server's refusal as the API client reads it: the problem and the whole answer. */
function refused(reason: SsoRefusal, detail: string, names: Record<string, string | null> = {}) {
  const problem = { type: ssoRefusalType(reason), status: 401, title: 'Unauthorized', detail };
  return new ApiError(401, problem, { ...problem, ...names });
}

describe('token screen when the sign-in is refused', () => {
  const audienceRefused = refused(SsoRefusal.Audience, messages.ssoWrongAudience);
  const domainRefused = refused(SsoRefusal.UsernameDomain, messages.ssoUsernameDomain('upn', 'gmail.com'), {
    claim: 'upn',
    domain: 'gmail.com',
  });
  const noDomain = refused(SsoRefusal.UsernameDomain, messages.ssoUsernameNoDomain('upn'), {
    claim: 'upn',
    domain: null,
  });
  const noUser = refused(SsoRefusal.NoUser, messages.ssoNoUser('upn'), { claim: 'upn' });

  it('names the claim, and the domain that is not accepted, when the server refused the username', () => {
    for (const [error, text] of [
      [domainRefused, messages.ssoUsernameDomain('upn', 'gmail.com')],
      [noDomain, messages.ssoUsernameNoDomain('upn')],
      [noUser, messages.ssoNoUser('upn')],
    ] as const) {
      const { unmount } = render(<TokenFetchScreen error={error} onRefresh={noop} onSignOut={noop} />);
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('names them in Danish too', async () => {
    await act(() => changeLanguage(Language.Danish));
    const { unmount } = render(<TokenFetchScreen error={domainRefused} onRefresh={noop} onSignOut={noop} />);
    expect(screen.getByText(/Domænet gmail\.com i dit logins upn accepteres ikke her/)).toBeInTheDocument();
    unmount();
    render(<TokenFetchScreen error={noUser} onRefresh={noop} onSignOut={noop} />);
    expect(screen.getByText(/Dit login har intet upn-claim/)).toBeInTheDocument();
    await act(() => changeLanguage(Language.English));
  });

  it('says what to check when the server refused the sign-in’s audience', () => {
    render(<TokenFetchScreen error={audienceRefused} onRefresh={noop} onSignOut={noop} />);
    expect(screen.getByText(messages.ssoWrongAudience)).toBeInTheDocument();
  });

  it('says it in Danish too', async () => {
    await act(() => changeLanguage(Language.Danish));
    render(<TokenFetchScreen error={audienceRefused} onRefresh={noop} onSignOut={noop} />);
    expect(screen.getByText(/Dit login er udstedt til et andet program.*\(OIDC_AUDIENCE\)/)).toBeInTheDocument();
  });

  it('names the issuer when the browser cannot reach it', () => {
    const unreachable = new IssuerUnreachableError(
      'https://login.uni.example/realms/lab',
      new TypeError('Failed to fetch'),
    );
    render(<TokenFetchScreen error={unreachable} onRefresh={noop} onSignOut={noop} />);
    expect(
      screen.getByText(
        'The sign-in provider at https://login.uni.example/realms/lab cannot be reached from this browser. Check the network connection, or ask an administrator to check OIDC_ISSUER.',
      ),
    ).toBeInTheDocument();
  });
});
