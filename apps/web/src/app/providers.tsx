import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';
import { NotificationProvider } from '../lib/notify/notification-provider';
import { AppThemeProvider } from './app-theme-provider';

/** Everything screens rely on: data cache, theme, date pickers, notifications. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
          <NotificationProvider>{children}</NotificationProvider>
        </LocalizationProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
