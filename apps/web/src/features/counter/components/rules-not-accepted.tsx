import type { Loaner } from '@labstock/shared';
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLab } from '../../../api/lab/get-lab';
import { useRecordRulesAcceptance } from '../../../api/loaners/record-rules-acceptance';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

export interface RulesNotAcceptedProps {
  loaner: Loaner;
  /** The acceptance on paper is recorded: the loaner now holds this version. */
  onRecorded(version: number): void;
}

/**
 * LAB.md "Lab rules" at the counter: before anything is scanned, the Clerk sees that the loaner has not accepted the
 * lab's current rules (nothing can be lent to them), and records the paper they sign. Nothing while the lab has none.
 */
export function RulesNotAccepted({ loaner, onRecorded }: RulesNotAcceptedProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const rules = useLab().data?.rules;
  const [confirming, setConfirming] = useState(false);
  const record = useRecordRulesAcceptance();
  if (!rules || loaner.rulesAcceptedVersion === rules.version) return null;

  const name = loanerName(loaner);
  const confirm = () =>
    record.mutate(
      { loanerId: loaner.loanerId, version: rules.version },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(t("{{name}}'s acceptance of the lab rules is recorded.", { name }), 'success');
          onRecorded(rules.version);
        },
        onError: (error) => notify(`${t('The acceptance was not recorded: ')}${errorText(error)}`, 'error'),
      },
    );

  return (
    <Alert severity="warning">
      {t('{{name}} has not accepted the lab rules: nothing can be lent to them.', { name })}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={() => setConfirming(true)}>
          {t('Record acceptance on paper')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('Record acceptance on paper')}
        text={t('{{name}} has read and signed version {{version}} of the lab rules on paper.', {
          name,
          version: rules.version,
        })}
        confirmLabel={t('Record')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        busy={record.isPending}
      />
    </Alert>
  );
}
