import { type ComponentStatus, type Loan, messages } from '@labstock/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandinLoan } from '../../api/loans/handin-loan';
import { errorText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';
import { componentStatusName } from '../../lib/status-names';
import { WaitingFaultReports } from '../fault/waiting-fault-reports';
import { loanerName } from '../loaner/loaner-name';
import { defaultHandinStatus, handinStatuses } from './handin-statuses';

export interface HandinDialogProps {
  loan: Loan;
  onClose(): void;
}

/**
 * Takes a loan back, setting the component's status: Available, or Defect when faults were reported on the loan
 * (shown), unless the Clerk picks another. Mounted only while open, so each opening starts from that default.
 */
export function HandinDialog({ loan, onClose }: HandinDialogProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ComponentStatus>(() => defaultHandinStatus(loan));
  const handin = useHandinLoan();
  const notify = useNotify();
  const titleId = useId();
  const { componentTypeName, componentNumber } = loan.component;

  const confirm = () =>
    handin.mutate(
      { loanId: loan.loanId, status },
      {
        onSuccess: () => {
          notify(t(messages.handinSuccessful), 'success');
          onClose();
        },
        onError: (error) => notify(`${t(messages.handinUnsuccessful)}${errorText(error)}`, 'error'),
      },
    );

  return (
    <Dialog open onClose={handin.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Handin')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('{{type}} (no. {{number}}) from {{loaner}}', {
              type: componentTypeName,
              number: componentNumber,
              loaner: loanerName(loan.loaner),
            })}
          </DialogContentText>
          <WaitingFaultReports reports={loan.faultReports} />
          <TextField
            select
            label={t('Status')}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value) as ComponentStatus)}
            fullWidth
          >
            {handinStatuses.map((option) => (
              <MenuItem key={option} value={option}>
                {componentStatusName(option)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={handin.isPending}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={handin.isPending}>
          {t('Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
