import { type Category, messages } from '@labstock/shared';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../lib/notify/use-notify';
import { useEditCategory } from '../api/edit-category';
import { CategoryDialog } from './category-dialog';

/** Renames a category in the add form, prefilled; closes whether or not the edit succeeds, as adding does. */
export function EditCategoryButton({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const edit = useEditCategory();
  const notify = useNotify();

  const save = (name: string) =>
    edit.mutate(
      { categoryId: category.categoryId, name },
      {
        onSuccess: () => notify(messages.categoryEdited, 'success'),
        onError: () => notify(messages.categoryNotEdited, 'error'),
        onSettled: () => setOpen(false),
      },
    );

  const label = `Edit ${category.name}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <CategoryDialog
        open={open}
        title="Edit category"
        initialName={category.name}
        busy={edit.isPending}
        onConfirm={save}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
