import { Box, Typography } from '@mui/material';
import { QrCode } from '../../../components/qr-code';

export interface ComponentLabelProps {
  url: string;
  typeName: string;
  componentNumber: number;
}

/** One sticker: the QR code of the component's page, its type's name and its number. */
export function ComponentLabel({ url, typeName, componentNumber }: ComponentLabelProps) {
  return (
    <Box
      data-testid="component-label"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        px: '3mm',
        color: '#000',
      }}
    >
      <QrCode
        text={url}
        label={`QR code of ${typeName} No. ${componentNumber}`}
        sx={{ width: '24mm', height: '24mm' }}
      />
      <Typography noWrap sx={{ maxWidth: '100%', fontSize: '8pt', lineHeight: 1.2, fontWeight: 600 }}>
        {typeName}
      </Typography>
      <Typography sx={{ fontSize: '8pt', lineHeight: 1.2 }}>{`No. ${componentNumber}`}</Typography>
    </Box>
  );
}
