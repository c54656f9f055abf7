import { Box, type SxProps, type Theme } from '@mui/material';
import QRCode from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  text: string;
  /** What the code says, for screen readers. */
  label: string;
  sx?: SxProps<Theme>;
}

/** The modules a QR code's SVG path draws: one 1×1 square per dark module. */
function modulePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/** A QR code drawn as SVG: sharp at any print size, made in the browser without a canvas. */
export function QrCode({ text, label, sx }: QrCodeProps) {
  const { size, path } = useMemo(() => modulePath(text), [text]);
  // The quiet zone scanners need around the code: 2 modules is enough for printed labels with a margin.
  const quiet = 2;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      shapeRendering="crispEdges"
      sx={sx}
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </Box>
  );
}
