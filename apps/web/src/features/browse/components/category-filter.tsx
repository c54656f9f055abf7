import { messages } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllCategories } from '../../../api/categories/get-all-categories';
import { ClosedCategorySelect } from '../../../entities/component-type/closed-category-select';
import { deferredImport, useDeferredImport } from '../../../lib/deferred-import';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';

// MUI's Select with Menu, Modal and Popover, which the first paint does not need: the first screen shows
// ClosedCategorySelect in its place until they have loaded, once it has settled or when the user reaches for it.
const categorySelect = deferredImport(() =>
  import('../../../entities/component-type/category-select').then((module) => module.CategorySelect),
);

export interface CategoryFilterProps {
  value: number[];
  onChange(categoryIds: number[]): void;
}

/** The browse filter: types having any of the chosen categories. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const categories = useAllCategories();
  useErrorNotification(categories.error, () => t(messages.categoriesFetchFailed));
  const { value: CategorySelect, loadNow } = useDeferredImport(categorySelect);
  // What the user began on ClosedCategorySelect before CategorySelect arrived, for it to carry on when it mounts.
  const [focused, setFocused] = useState(false);
  const [opening, setOpening] = useState(false);
  const shown = { label: t('Categories'), categories: categories.data ?? [], value, size: 'small' } as const;

  if (CategorySelect) {
    return <CategorySelect {...shown} onChange={onChange} autoFocus={focused} defaultOpen={opening} />;
  }
  return (
    <ClosedCategorySelect
      {...shown}
      onFocus={() => {
        setFocused(true);
        loadNow();
      }}
      onBlur={() => setFocused(false)}
      onOpen={() => {
        setOpening(true);
        loadNow();
      }}
    />
  );
}
