import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/form-dialog-actions';

export interface CategoryDialogProps {
  open: boolean;
  title: string;
  /** The name the field starts with when the dialog opens. */
  initialName?: string;
  busy?: boolean;
  onConfirm(name: string): void;
  onClose(): void;
}

/** The add and edit form of a category: one Name field, sent as typed (spec §5: no client validation). */
export function CategoryDialog({ open, title, initialName = '', busy, onConfirm, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);

  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(name);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('Name')}
            placeholder={t('Name of category')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
