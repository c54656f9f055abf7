import type { Component } from '@labstock/shared';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoutAvailableDialog } from '../../../entities/lending/handout-available-dialog';

export interface HandoutButtonProps {
  component: Component;
  componentTypeName: string;
}

/** The Clerk's 'Handout' on an available component. */
export function HandoutButton({ component, componentTypeName }: HandoutButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('Handout component {{number}}', { number: component.componentNumber })}
      >
        {t('Handout')}
      </Button>
      <HandoutAvailableDialog
        open={open}
        onClose={() => setOpen(false)}
        component={component}
        componentTypeName={componentTypeName}
      />
    </>
  );
}
