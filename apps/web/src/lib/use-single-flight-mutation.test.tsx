import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

/** A request the test answers when it likes. */
function pendingRequest() {
  let answer: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const mutationFn = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { mutationFn, answer: (value: string) => answer(value), fail: (error: Error) => fail(error) };
}

function renderMutation(mutationFn: () => Promise<string>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSingleFlightMutation({ mutationFn }), { wrapper });
}

describe('a mutation sent once at a time', () => {
  it('drops a second send while the first is in flight', async () => {
    const request = pendingRequest();
    const { result } = renderMutation(request.mutationFn);
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(request.mutationFn).toHaveBeenCalled());
    await act(async () => request.answer('done'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(request.mutationFn).toHaveBeenCalledTimes(1);
  });

  it('still tells the caller it went through when the control that sent it is gone', async () => {
    const request = pendingRequest();
    const { result, unmount } = renderMutation(request.mutationFn);
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    await waitFor(() => expect(request.mutationFn).toHaveBeenCalled());
    unmount();
    await act(async () => request.answer('lent'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toBe('lent');
  });

  it('still tells the caller it failed when the control that sent it is gone', async () => {
    const request = pendingRequest();
    const { result, unmount } = renderMutation(request.mutationFn);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess, onError }));
    await waitFor(() => expect(request.mutationFn).toHaveBeenCalled());
    unmount();
    await act(async () => request.fail(new Error('refused')));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('refused'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
