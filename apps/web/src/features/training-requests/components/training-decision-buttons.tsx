import type { TrainingRequest } from '@labstock/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loanerName } from '../../../entities/loaner/loaner-name';

export interface TrainingDecisionButtonsProps {
  request: TrainingRequest;
  /** Each asks first, in a dialog the list holds. */
  onGrant(request: TrainingRequest): void;
  onDecline(request: TrainingRequest): void;
}

/** Grant (the loaner holds it from today) or Decline an open request. */
export function TrainingDecisionButtons({ request, onGrant, onDecline }: TrainingDecisionButtonsProps) {
  const { t } = useTranslation();
  const who = {
    loaner: loanerName(request.loaner) || t('an unknown loaner'),
    qualification: request.qualificationName,
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        startIcon={<CheckIcon />}
        onClick={() => onGrant(request)}
        aria-label={t('Grant {{qualification}} to {{loaner}}', who)}
      >
        {t('Grant')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => onDecline(request)}
        aria-label={t('Decline the request of {{loaner}} for {{qualification}}', who)}
      >
        {t('Decline')}
      </Button>
    </Stack>
  );
}
