import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';

export interface ComponentLabelProps {
  url: string;
  typeName: string;
  /** None on a consumable's label, which names its type only. */
  componentNumber?: number;
}

/** One sticker: the QR code of the component's page, its type's name and its number. */
export function ComponentLabel({ url, typeName, componentNumber }: ComponentLabelProps) {
  const { t } = useTranslation();
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
        label={
          componentNumber === undefined
            ? t('QR code of {{type}}', { type: typeName })
            : t('QR code of {{type}} No. {{number}}', { type: typeName, number: componentNumber })
        }
        sx={{ width: '24mm', height: '24mm' }}
      />
      <Typography noWrap sx={{ maxWidth: '100%', fontSize: '8pt', lineHeight: 1.2, fontWeight: 600 }}>
        {typeName}
      </Typography>
      {componentNumber !== undefined && (
        <Typography sx={{ fontSize: '8pt', lineHeight: 1.2 }}>
          {t('No. {{number}}', { number: componentNumber })}
        </Typography>
      )}
    </Box>
  );
}
