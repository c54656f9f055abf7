import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationProvider } from '../lib/notify/notification-provider';
import { AppThemeProvider } from './app-theme-provider';

/**
 * Everything screens rely on: data cache, theme, notifications, all in the current language. The date pickers'
 * provider is not here: DateField brings it, so date-fns and the pickers load with the forms that have dates.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <NotificationProvider>{children}</NotificationProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
