import type { TrainingRequest } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDecideTrainingRequest } from '../../../api/qualifications/decide-training-request';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

export interface GrantTrainingDialogProps {
  request: TrainingRequest;
  onClose(): void;
}

/**
 * Grants once the Clerk confirms the training was given: the loaner holds it from today. The list holds the dialog,
 * not the row, as it holds the decline's: a row's cells are made anew when the list turns into cards on a phone.
 */
export function GrantTrainingDialog({ request, onClose }: GrantTrainingDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const decision = useDecideTrainingRequest();
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
        onSettled: onClose,
      },
    );

  return (
    <ConfirmDialog
      open
      title={t('Grant {{qualification}}?', who)}
      text={t('{{loaner}} holds {{qualification}} from today: only grant it once the training is done.', who)}
      confirmLabel={t('Grant')}
      busy={decision.isPending}
      onConfirm={grant}
      onClose={onClose}
    />
  );
}
