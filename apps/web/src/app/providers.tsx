import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguagePack } from '../i18n/language-packs';
import { NotificationProvider } from '../lib/notify/notification-provider';
import { AppThemeProvider } from './app-theme-provider';

/** Everything screens rely on: data cache, theme, date pickers, notifications, all in the current language. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { dateLocale } = useLanguagePack();
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale}>
          <NotificationProvider>{children}</NotificationProvider>
        </LocalizationProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
