import type { LabRules } from '@labstock/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptRules } from '../../api/loaners/accept-rules';
import { errorText } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';
import { useNotify } from '../../lib/notify/use-notify';
import { useSmallScreen } from '../../lib/use-small-screen';

export interface AcceptRulesDialogProps {
  rules: LabRules;
  /** "Not now" (or Escape): the Loaner reads them another time. */
  onDefer(): void;
  onAccepted(): void;
}

/** The lab's rules to read, scrolling within the dialog, and accept: the version shown is the one accepted. */
export function AcceptRulesDialog({ rules, onDefer, onAccepted }: AcceptRulesDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const accept = useAcceptRules();
  const busy = accept.isPending;

  const send = () =>
    accept.mutate(rules.version, {
      onSuccess: () => {
        notify(t('You have accepted the lab rules.'), 'success');
        onAccepted();
      },
      onError: (error) => notify(`${t('The lab rules were not accepted: ')}${errorText(error)}`, 'error'),
    });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onDefer}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={useSmallScreen()}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('Accept the lab rules')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {t('Read the rules of the lab. You can borrow once you have accepted them.')}
        </DialogContentText>
        {/* The Admin's line breaks are the rules' paragraphs; a long word or address wraps on a phone. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rules.text}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('Version {{version}}, updated {{date}}', { version: rules.version, date: formatDate(rules.updatedAt) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDefer} disabled={busy}>
          {t('Not now')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {t('Accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
