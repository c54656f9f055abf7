import { messages } from '@labstock/shared';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { errorText } from '../../../lib/api-error';
import { useComponentType } from '../api/get-component-type';

/** The tooltip body of a reserved component: its type's image, location and categories, fetched when shown. */
export function ComponentTypeSummary({ componentTypeId }: { componentTypeId: number }) {
  const type = useComponentType(componentTypeId);

  if (type.isPending) return <CircularProgress size={20} color="inherit" aria-label="Loading component details" />;
  if (type.isError)
    return (
      <Typography variant="body2">{`${messages.componentTypeDetailsFetchFailed}${errorText(type.error)}`}</Typography>
    );

  const { componentName, imageUrl, location, categories } = type.data;
  return (
    <Stack spacing={1} sx={{ p: 0.5 }}>
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={componentName}
          sx={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1 }}
        />
      )}
      <Typography variant="body2">Location: {location || '—'}</Typography>
      <Typography variant="body2">
        Categories: {categories.length > 0 ? categories.map((category) => category.name).join(', ') : '—'}
      </Typography>
    </Stack>
  );
}
