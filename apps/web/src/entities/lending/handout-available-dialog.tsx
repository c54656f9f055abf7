import type { Component } from '@labstock/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../lib/use-small-screen';
import { HandoutForm } from './handout-form';

export interface HandoutAvailableDialogProps {
  open: boolean;
  onClose(): void;
  component: Component;
  componentTypeName: string;
}

/** Hands an available component out to a loaner found by Au id. Each opening starts a fresh form. */
export function HandoutAvailableDialog({ open, onClose, component, componentTypeName }: HandoutAvailableDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={smallScreen}>
      <DialogTitle id={titleId}>
        {t('Handout {{type}} no. {{number}}', { type: componentTypeName, number: component.componentNumber })}
      </DialogTitle>
      <HandoutForm component={component} onClose={onClose} />
    </Dialog>
  );
}
