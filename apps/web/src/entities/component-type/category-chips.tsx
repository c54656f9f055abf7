import type { Category } from '@labstock/shared';
import { Box, Chip } from '@mui/material';

export interface CategoryChipsProps {
  categories: readonly Category[];
  categoryIds: readonly number[];
}

/** The chosen categories of a CategorySelect, as chips by name. */
export function CategoryChips({ categories, categoryIds }: CategoryChipsProps) {
  const nameOf = (categoryId: number) =>
    categories.find((category) => category.categoryId === categoryId)?.name ?? String(categoryId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {categoryIds.map((categoryId) => (
        <Chip key={categoryId} label={nameOf(categoryId)} size="small" />
      ))}
    </Box>
  );
}
