import { messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useAllCategories } from '../../../api/categories/get-all-categories';
import { CategorySelect } from '../../../entities/component-type/category-select';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';

export interface CategoryFilterProps {
  value: number[];
  onChange(categoryIds: number[]): void;
}

/** The browse filter: types having any of the chosen categories. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const categories = useAllCategories();
  useErrorNotification(categories.error, () => t(messages.categoriesFetchFailed));
  return (
    <CategorySelect
      label={t('Categories')}
      categories={categories.data ?? []}
      value={value}
      onChange={onChange}
      size="small"
    />
  );
}
