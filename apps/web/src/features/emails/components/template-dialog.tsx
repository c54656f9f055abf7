import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderTemplate } from '../../../api/mail/get-reminder-template';
import { useSmallScreen } from '../../../lib/use-small-screen';

export interface TemplateDialogProps {
  open: boolean;
  template: ReminderTemplate;
  onClose(): void;
}

/** The whole reminder template, titled with its subject. */
export function TemplateDialog({ open, template, onClose }: TemplateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={smallScreen}>
      <DialogTitle id={titleId}>{template.subject}</DialogTitle>
      <DialogContent dividers>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {template.body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
