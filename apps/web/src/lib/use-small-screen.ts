import { type Theme, useMediaQuery } from '@mui/material';

/** Below the `sm` breakpoint (phones): lists become cards and tall dialogs take the whole screen. */
export function useSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
