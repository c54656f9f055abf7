import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'In stock: N', green with a tick above 0, red with a bar otherwise: the icon repeats what the colour says. */
export function InStockLabel({ count }: { count: number }) {
  const { t } = useTranslation();
  const inStock = count > 0;
  const Icon = inStock ? CheckCircleIcon : RemoveCircleIcon;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: inStock ? 'success.main' : 'error.main' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('In stock: {{count}}', { count })}
      </Typography>
    </Stack>
  );
}
