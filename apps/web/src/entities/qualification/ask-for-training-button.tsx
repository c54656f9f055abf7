import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAskForTraining } from '../../api/qualifications/ask-for-training';
import { errorText } from '../../lib/api-error';
import { useNotify } from '../../lib/notify/use-notify';

export interface AskForTrainingButtonProps {
  qualificationId: number;
  name: string;
}

/** A Loaner asks the lab for the training of a qualification; the server says when they already asked. */
export function AskForTrainingButton({ qualificationId, name }: AskForTrainingButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const asking = useAskForTraining();
  const ask = () =>
    asking.mutate(qualificationId, {
      onSuccess: () =>
        notify(t('You asked for the training in {{name}}. The lab will get back to you.', { name }), 'success'),
      onError: (error) => notify(`${t('Could not ask for the training: ')}${errorText(error)}`, 'error'),
    });
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={ask}
      disabled={asking.isPending}
      aria-label={t('Ask for training in {{name}}', { name })}
    >
      {t('Ask for training')}
    </Button>
  );
}
