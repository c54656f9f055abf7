import type { ExtensionRequest } from '@labstock/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideExtension } from '../../../api/extensions/decide-extension';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { DeclineDialog } from './decline-dialog';

/** Approve at once, or Decline with a reason the loaner reads; either way the loaner gets an e-mail. */
export function DecisionButtons({ request }: { request: ExtensionRequest }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const decision = useDecideExtension();
  const [declining, setDeclining] = useState(false);
  const { extensionRequestId } = request;
  const who = {
    loaner: loanerName(request.loan.loaner) || t('an unknown loaner'),
    date: formatDate(request.requestedReturnDate),
  };

  const approve = () =>
    decision.mutate(
      { extensionRequestId, approve: true },
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
        disabled={decision.isPending}
      >
        {t('Approve')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => {
          // An approval's refusal was about approving.
          decision.reset();
          setDeclining(true);
        }}
        disabled={decision.isPending}
      >
        {t('Decline')}
      </Button>
      {declining && (
        <DeclineDialog
          request={request}
          decision={decision}
          onDeclined={() => notify(t("{{loaner}}'s request was declined.", who), 'success')}
          onClose={() => setDeclining(false)}
        />
      )}
    </Stack>
  );
}
