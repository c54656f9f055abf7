import { type CategoryWithRequirements, messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { NewCategory } from '../../../api/categories/add-category';
import { useEditCategory } from '../../../api/categories/edit-category';
import { useNotify } from '../../../lib/notify/use-notify';
import { CategoryDialog } from './category-dialog';

export interface EditCategoryDialogProps {
  /** The category being edited; none while the dialog is closed. */
  category: CategoryWithRequirements | null;
  onClose(): void;
}

/**
 * Renames a category or changes what its types require, in the add form, prefilled; closes whether or not the edit
 * succeeds, as adding does. The screen holds it, not the row: a row's cells are made anew when the list turns from a
 * table into cards (a phone turned), and a dialog they held would close with the user's changes.
 */
export function EditCategoryDialog({ category, onClose }: EditCategoryDialogProps) {
  const { t } = useTranslation();
  const edit = useEditCategory();
  const notify = useNotify();

  const save = (changed: NewCategory) => {
    if (!category) return;
    edit.mutate(
      { categoryId: category.categoryId, ...changed },
      {
        onSuccess: () => notify(t(messages.categoryEdited), 'success'),
        onError: () => notify(t(messages.categoryNotEdited), 'error'),
        onSettled: onClose,
      },
    );
  };

  return (
    <CategoryDialog
      open={category !== null}
      title={t('Edit category')}
      initial={category ?? undefined}
      busy={edit.isPending}
      onConfirm={save}
      onClose={onClose}
    />
  );
}
