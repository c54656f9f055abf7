import type { Category } from '@labstock/shared';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The categories a component type is filed under. */
export function CategoryChips({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={t('Categories')} direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {categories.map((category) => (
        <Chip component="li" key={category.categoryId} label={category.name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
