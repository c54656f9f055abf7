import { Box } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

export interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form holding a dialog's content and buttons. As a flex column it lets the DialogContent scroll
 * while the title and the buttons stay in view, as they do without a form around them.
 */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
