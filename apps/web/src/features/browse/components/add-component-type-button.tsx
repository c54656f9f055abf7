import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentTypeFormDialog } from '../../../entities/component-type/form/component-type-form-dialog';

/** The Admin's floating add button on the browse page. */
export function AddComponentTypeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('Add component type');
  return (
    <>
      <Tooltip title={label}>
        <Fab
          color="primary"
          aria-label={label}
          onClick={() => setOpen(true)}
          sx={{ position: 'fixed', right: { xs: 16, sm: 32 }, bottom: { xs: 16, sm: 32 } }}
        >
          <AddIcon />
        </Fab>
      </Tooltip>
      <ComponentTypeFormDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
