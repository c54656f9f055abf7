import type { SxProps, Theme } from '@mui/material';

/** Hidden from the eye, read by a screen reader: words for what the eye gets from a badge or a colour. */
export const forScreenReaders: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
