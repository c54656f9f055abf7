import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useRef, useState } from 'react';

/**
 * The app's only useMutation (biome.json refuses the library's own elsewhere): one request at a time. A second
 * `mutate` while one is in flight is dropped, and `isPending` is true from the click on, so the control that sent it
 * is disabled at once; the query library tells its observers a tick later, after a double-click's second click.
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const mutation = useMutation({
    ...options,
    // After the mutation's own onSettled (its refetches), so nothing is sent again before the screen has caught up.
    onSettled: async (...settled) => {
      try {
        return await options.onSettled?.(...settled);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
  });

  const mutate = (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    mutation.mutate(variables, callOptions);
  };

  // The result's type ties `isPending` to `status`; here it is also true in the tick before the library's status follows.
  return { ...mutation, mutate, isPending: sending || mutation.isPending } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
