import { LinearProgress } from '@mui/material';

/** Shown while a screen's code or first data loads. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading" />;
}
