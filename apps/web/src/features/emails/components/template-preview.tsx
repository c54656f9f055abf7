import { ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderTemplate } from '../../../api/mail/get-reminder-template';
import { TemplateDialog } from './template-dialog';

const PREVIEW_LINES = 3;

/** The first lines of the reminder's body; clicking them opens the whole template. */
export function TemplatePreview({ template }: { template: ReminderTemplate }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const firstLines = template.body.split('\n').slice(0, PREVIEW_LINES).join('\n');
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          p: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
          {`${firstLines}\n…`}
        </Typography>
        <Typography component="span" variant="body2" color="primary" sx={{ display: 'block', mt: 1 }}>
          {t('Show full template')}
        </Typography>
      </ButtonBase>
      <TemplateDialog open={open} template={template} onClose={() => setOpen(false)} />
    </>
  );
}
