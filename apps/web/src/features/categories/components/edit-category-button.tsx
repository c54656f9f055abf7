import { type CategoryWithRequirements, messages } from '@labstock/shared';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewCategory } from '../../../api/categories/add-category';
import { useEditCategory } from '../../../api/categories/edit-category';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { useNotify } from '../../../lib/notify/use-notify';
import { CategoryDialog } from './category-dialog';

/**
 * Renames a category or changes what its types require, in the add form, prefilled; closes whether or not the edit
 * succeeds, as adding does.
 */
export function EditCategoryButton({ category }: { category: CategoryWithRequirements }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const edit = useEditCategory();
  const notify = useNotify();

  const save = (changed: NewCategory) =>
    edit.mutate(
      { categoryId: category.categoryId, ...changed },
      {
        onSuccess: () => notify(t(messages.categoryEdited), 'success'),
        onError: () => notify(t(messages.categoryNotEdited), 'error'),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <LabelledIconButton label={t('Edit {{name}}', { name: category.name })} onClick={() => setOpen(true)}>
        <EditIcon />
      </LabelledIconButton>
      <CategoryDialog
        open={open}
        title={t('Edit category')}
        initial={category}
        busy={edit.isPending}
        onConfirm={save}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
