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
 *
 * A call's own callbacks (`mutate(variables, { onSuccess })`, where the app tells the user how it went) run even when
 * the component that sent it is gone by then: the library would drop them, and a hand-out dialog goes with its row
 * as soon as the refetch after the hand-out shows the unit lent — before it could say "Success".
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const inFlight = useRef(false);
  const callOptionsInFlight = useRef<MutateOptions<TData, TError, TVariables, TContext>>(undefined);
  const [sending, setSending] = useState(false);
  const mutation = useMutation({
    ...options,
    // After the mutation's own onSettled (its refetches), so nothing is sent again before the screen has caught up;
    // then the call's callbacks, in the library's order.
    onSettled: async (data, error, variables, onMutateResult, context) => {
      try {
        return await options.onSettled?.(data, error, variables, onMutateResult, context);
      } finally {
        inFlight.current = false;
        setSending(false);
        const call = callOptionsInFlight.current;
        callOptionsInFlight.current = undefined;
        if (error === null) call?.onSuccess?.(data as TData, variables, onMutateResult, context);
        else call?.onError?.(error, variables, onMutateResult, context);
        call?.onSettled?.(data, error, variables, onMutateResult, context);
      }
    },
  });

  const mutate = (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    callOptionsInFlight.current = callOptions;
    setSending(true);
    mutation.mutate(variables);
  };

  // The result's type ties `isPending` to `status`; here it is also true in the tick before the library's status follows.
  return { ...mutation, mutate, isPending: sending || mutation.isPending } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
