import { Badge, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A count as a badge, for the eye only: the control's description says it in words. */
export function CountBadge({ count, children, sx }: { count: number; children?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Badge badgeContent={count} max={99} color="secondary" sx={sx} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}
