import type { Category } from '@labstock/shared';
import { CheckboxMultiSelect, type CheckboxMultiSelectProps } from '../../components/checkbox-multi-select';
import { CategoryChips } from './category-chips';

export type CategorySelectProps = Omit<CheckboxMultiSelectProps, 'options' | 'renderValue'> & {
  categories: readonly Category[];
};

/** Choose several categories; the chosen ones show as chips (browse filter and component type form). */
export function CategorySelect({ categories, ...select }: CategorySelectProps) {
  return (
    <CheckboxMultiSelect
      {...select}
      options={categories.map(({ categoryId, name }) => ({ id: categoryId, name }))}
      renderValue={(chosen) => <CategoryChips categories={categories} categoryIds={chosen} />}
    />
  );
}
