import type { ComponentType } from '@labstock/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { ComponentTypeForm } from './component-type-form';

export interface ComponentTypeFormDialogProps {
  open: boolean;
  onClose(): void;
  /** The type to edit; a new one when absent. */
  componentType?: ComponentType;
}

/** The Admin's add and edit dialog of a component type. The dialog mounts its form on each opening, so it starts fresh. */
export function ComponentTypeFormDialog({ open, onClose, componentType }: ComponentTypeFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
      <DialogTitle id={titleId}>{componentType ? t('Edit component type') : t('Add component type')}</DialogTitle>
      <ComponentTypeForm componentType={componentType} onDone={onClose} />
    </Dialog>
  );
}
