import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewCategory } from '../../../api/categories/add-category';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { QualificationSelect } from '../../../entities/qualification/qualification-select';
import { useOnOpen } from '../../../lib/use-on-open';

export interface CategoryDialogProps {
  open: boolean;
  title: string;
  /** What the fields start with when the dialog opens. */
  initial?: NewCategory;
  busy?: boolean;
  onConfirm(category: NewCategory): void;
  onClose(): void;
}

const newCategory: NewCategory = { name: '', requiredQualificationIds: [] };

/**
 * The add and edit form of a category: its Name, sent as typed (spec §5: no client validation), and the
 * qualifications every type filed under it needs.
 */
export function CategoryDialog({ open, title, initial = newCategory, busy, onConfirm, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [requiredQualificationIds, setRequired] = useState(initial.requiredQualificationIds);

  useOnOpen(open, () => {
    setName(initial.name);
    setRequired(initial.requiredQualificationIds);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ name, requiredQualificationIds });
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
          <QualificationSelect value={requiredQualificationIds} onChange={setRequired} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
