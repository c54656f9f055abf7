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

describe('token screen when the sign-in is refused', () => {
  const audienceRefused = new ApiError(401, {
    type: ssoRefusalType(SsoRefusal.Audience),
    status: 401,
    title: 'Unauthorized',
    detail: messages.ssoWrongAudience,
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
