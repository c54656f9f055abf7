import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { removeProductToken, storeProductToken } from '../../lib/auth/product-token';
import { rulesPrompt } from '../../lib/rules-prompt';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { useCreateBooking } from './create-booking';

afterEach(() => {
  removeProductToken();
  vi.unstubAllGlobals();
  rulesPrompt.set(false);
});

/** A booking the server refuses: its borrower has not accepted the lab's rules. */
async function bookRefusedForRules(loanerId?: number) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '7', role: ['Loaner', 'Clerk'] }));
  stubFetch((call) =>
    call.url === '/api/Bookings'
      ? jsonResponse({ status: 409, title: 'Conflict', rulesNotAccepted: true }, { status: 409 })
      : jsonResponse({}),
  );
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCreateBooking(), { wrapper });
  act(() => result.current.mutate({ componentTypeId: 5, quantity: 1, from: '2030-03-06', to: '2030-03-07', loanerId }));
  await waitFor(() => expect(result.current.isError).toBe(true));
}

describe('a booking refused for the lab rules', () => {
  it("asks for the rules when it was the signed-in Loaner's own", async () => {
    await bookRefusedForRules();
    await waitFor(() => expect(rulesPrompt.get()).toBe(true));
  });

  it("does not ask the Clerk who booked for another loaner: the rules are the loaner's to accept", async () => {
    await bookRefusedForRules(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rulesPrompt.get()).toBe(false);
  });
});
