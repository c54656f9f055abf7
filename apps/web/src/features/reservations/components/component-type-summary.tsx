import { messages } from '@labstock/shared';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useComponentType } from '../../../api/component-types/get-component-type';
import { errorText } from '../../../lib/api-error';

/**
 * Fixed from the start: the tooltip is placed while its body loads and does not move when the picture arrives,
 * so a body growing wider would run off a phone's screen.
 */
const WIDTH = 176;

/** The tooltip body of a reserved component: its type's image, location and categories, fetched when shown. */
export function ComponentTypeSummary({ componentTypeId }: { componentTypeId: number }) {
  const { t } = useTranslation();
  const type = useComponentType(componentTypeId);

  if (type.isPending)
    return (
      <Box sx={{ width: WIDTH }}>
        <CircularProgress size={20} color="inherit" aria-label={t('Loading component details')} />
      </Box>
    );
  if (type.isError)
    return (
      <Typography variant="body2" sx={{ width: WIDTH }}>
        {`${t(messages.componentTypeDetailsFetchFailed)}${errorText(type.error)}`}
      </Typography>
    );

  const { componentName, imageUrl, location, categories } = type.data;
  return (
    <Stack spacing={1} sx={{ p: 0.5, width: WIDTH }}>
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={componentName}
          sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1 }}
        />
      )}
      <Typography variant="body2">{t('Location: {{location}}', { location: location || '—' })}</Typography>
      <Typography variant="body2">
        {t('Categories: {{categories}}', {
          categories: categories.length > 0 ? categories.map((category) => category.name).join(', ') : '—',
        })}
      </Typography>
    </Stack>
  );
}
