import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NotificationProvider } from '../lib/notify/notification-provider';

/** Renders with a fresh query cache (no retries) and the notification snackbar. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>{ui}</NotificationProvider>
    </QueryClientProvider>,
  );
}
