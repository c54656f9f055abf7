import { messages } from '@labstock/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../lib/notify/use-notify';
import { useAddCategory } from '../api/add-category';
import { CategoryDialog } from './category-dialog';

/** 'Add Category' and its 'Add new category' dialog, which closes whether or not the add succeeds (spec §8). */
export function AddCategoryButton() {
  const [open, setOpen] = useState(false);
  const addition = useAddCategory();
  const notify = useNotify();

  const add = (name: string) =>
    addition.mutate(name, {
      onSuccess: () => notify(messages.categoryAdded, 'success'),
      onError: () => notify(messages.categoryNotAdded, 'error'),
      onSettled: () => setOpen(false),
    });

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        Add Category
      </Button>
      <CategoryDialog
        open={open}
        title="Add new category"
        busy={addition.isPending}
        onConfirm={add}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
