import { type Category, messages } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { useDeleteCategory } from '../api/delete-category';

/** Deletes a category after confirmation; a category still in use is refused with the server's reason. */
export function DeleteCategoryButton({ category }: { category: Category }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteCategory();
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(category.categoryId, {
      onSuccess: () => notify(t(messages.categoryDeleted), 'success'),
      onError: (error) => notify(`${t(messages.categoryNotDeleted)}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const label = t('Delete {{name}}', { name: category.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={t('Delete category')}
        text={t('Please confirm that you want to delete the category: {{name}}', { name: category.name })}
        confirmLabel={t('Delete')}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
