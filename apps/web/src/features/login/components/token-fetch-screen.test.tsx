import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
