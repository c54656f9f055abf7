import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export interface LabelledIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name, shown as its tooltip too. */
  label: string;
  /** The icon. */
  children: ReactNode;
}

/** An icon button whose tooltip says what its accessible name says (an icon alone names nothing). */
export function LabelledIconButton({ label, children, ...button }: LabelledIconButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} {...button}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
