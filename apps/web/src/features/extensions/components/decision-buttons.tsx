import type { ExtensionRequest } from '@labstock/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDecideExtension } from '../../../api/extensions/decide-extension';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';

export interface DecisionButtonsProps {
  request: ExtensionRequest;
  /** Decline asks for a reason first, in a dialog the list holds. */
  onDecline(request: ExtensionRequest): void;
}

/** Approve at once, or Decline with a reason the loaner reads; either way the loaner gets an e-mail. */
export function DecisionButtons({ request, onDecline }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const approval = useDecideExtension();
  const who = {
    loaner: loanerName(request.loan.loaner) || t('an unknown loaner'),
    date: formatDate(request.requestedReturnDate),
  };

  const approve = () =>
    approval.mutate(
      { extensionRequestId: request.extensionRequestId, approve: true },
      {
        onSuccess: () => notify(t("{{loaner}}'s loan now runs until {{date}}.", who), 'success'),
        // A 409 says which booking approving would break.
        onError: (error) => notify(`${t('The extension was not approved: ')}${errorText(error)}`, 'error'),
      },
    );

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        startIcon={<CheckIcon />}
        onClick={approve}
        disabled={approval.isPending}
      >
        {t('Approve')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => onDecline(request)}
        disabled={approval.isPending}
      >
        {t('Decline')}
      </Button>
    </Stack>
  );
}
