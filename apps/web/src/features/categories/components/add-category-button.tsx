import { messages } from '@labstock/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewCategory, useAddCategory } from '../../../api/categories/add-category';
import { useNotify } from '../../../lib/notify/use-notify';
import { CategoryDialog } from './category-dialog';

/** 'Add Category' and its 'Add new category' dialog, which closes whether or not the add succeeds (spec §8). */
export function AddCategoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const addition = useAddCategory();
  const notify = useNotify();

  const add = (category: NewCategory) =>
    addition.mutate(category, {
      onSuccess: () => notify(t(messages.categoryAdded), 'success'),
      onError: () => notify(t(messages.categoryNotAdded), 'error'),
      onSettled: () => setOpen(false),
    });

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {t('Add Category')}
      </Button>
      <CategoryDialog
        open={open}
        title={t('Add new category')}
        busy={addition.isPending}
        onConfirm={add}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
