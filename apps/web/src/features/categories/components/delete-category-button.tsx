import { type Category, messages } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { useDeleteCategory } from '../api/delete-category';

/** Deletes a category after confirmation; a category still in use is refused with the server's reason. */
export function DeleteCategoryButton({ category }: { category: Category }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteCategory();
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(category.categoryId, {
      onSuccess: () => notify(messages.categoryDeleted, 'success'),
      onError: (error) => notify(`${messages.categoryNotDeleted}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const label = `Delete ${category.name}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title="Delete category"
        text={`Please confirm that you want to delete the category: ${category.name}`}
        confirmLabel="Delete"
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
