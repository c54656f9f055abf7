import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one heading of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {children}
    </Typography>
  );
}
