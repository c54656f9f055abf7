import type { TrainingRequest } from '@labstock/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideTrainingRequest } from '../../../api/qualifications/decide-training-request';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

export interface TrainingDecisionButtonsProps {
  request: TrainingRequest;
  /** Decline asks for a reason first, in a dialog the list holds. */
  onDecline(request: TrainingRequest): void;
}

/** Grant once the Clerk confirms the training was given (the loaner holds it from today), or Decline. */
export function TrainingDecisionButtons({ request, onDecline }: TrainingDecisionButtonsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const decision = useDecideTrainingRequest();
  const [confirming, setConfirming] = useState(false);
  const who = {
    loaner: loanerName(request.loaner) || t('an unknown loaner'),
    qualification: request.qualificationName,
  };

  const grant = () =>
    decision.mutate(
      { trainingRequestId: request.trainingRequestId, grant: true },
      {
        onSuccess: () => notify(t('{{loaner}} now holds {{qualification}}.', who), 'success'),
        onError: (error) => notify(`${t('The qualification was not granted: ')}${errorText(error)}`, 'error'),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        startIcon={<CheckIcon />}
        onClick={() => setConfirming(true)}
        disabled={decision.isPending}
        aria-label={t('Grant {{qualification}} to {{loaner}}', who)}
      >
        {t('Grant')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => onDecline(request)}
        disabled={decision.isPending}
        aria-label={t('Decline the request of {{loaner}} for {{qualification}}', who)}
      >
        {t('Decline')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Grant {{qualification}}?', who)}
        text={t('{{loaner}} holds {{qualification}} from today: only grant it once the training is done.', who)}
        confirmLabel={t('Grant')}
        busy={decision.isPending}
        onConfirm={grant}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
