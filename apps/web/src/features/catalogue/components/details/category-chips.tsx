import type { Category } from '@labstock/shared';
import { Chip, Stack } from '@mui/material';

/** The categories a component type is filed under. */
export function CategoryChips({ categories }: { categories: readonly Category[] }) {
  return (
    <Stack component="ul" aria-label="Categories" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {categories.map((category) => (
        <Chip component="li" key={category.categoryId} label={category.name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
