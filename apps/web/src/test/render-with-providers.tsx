import { ThemeProvider } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { NotificationProvider } from '../lib/notify/notification-provider';

/** Renders with a fresh query cache (no retries), the app's theme, the date pickers' locale and the notification snackbar. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
          <NotificationProvider>{ui}</NotificationProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
