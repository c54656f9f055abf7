import type { Grant } from '@labstock/shared';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrants } from '../../api/qualifications/list-grants';
import { useRevokeQualification } from '../../api/qualifications/revoke-qualification';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { errorText } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { useNotify } from '../../lib/notify/use-notify';
import { GrantQualificationDialog } from './grant-qualification-dialog';

export interface LoanerQualificationsProps {
  loanerId: number;
  loanerName: string;
  /** A Clerk's or Admin's view: grant and revoke. Without it the grants are only shown (the loaner's own). */
  manage?: boolean;
  headingLevel: 'h2' | 'h3';
}

/** A loaner's grants, expired ones too: when each was granted, when it expires and by whom (LAB.md "Qualifications"). */
export function LoanerQualifications({
  loanerId,
  loanerName,
  manage = false,
  headingLevel,
}: LoanerQualificationsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const headingId = useId();
  const grants = useGrants(loanerId);
  useErrorNotification(grants.error, (error) => `${t('Could not fetch the qualifications: ')}${errorText(error)}`);
  const revoking = useRevokeQualification();
  const [granting, setGranting] = useState(false);
  const [toRevoke, setToRevoke] = useState<Grant | null>(null);

  const revoke = (grant: Grant) =>
    revoking.mutate(
      { loanerId, qualificationId: grant.qualificationId },
      {
        onSuccess: () =>
          notify(
            t('{{qualification}} was revoked from {{loaner}}.', { qualification: grant.name, loaner: loanerName }),
            'success',
          ),
        onError: (error) => notify(`${t('The qualification was not revoked: ')}${errorText(error)}`, 'error'),
        onSettled: () => setToRevoke(null),
      },
    );

  const columns: DataColumn<Grant>[] = [
    { id: 'name', header: t('Qualification'), cell: (grant) => grant.name },
    dateColumn('grantedOn', t('Granted on'), (grant) => grant.grantedOn),
    {
      id: 'expiresOn',
      header: t('Expires on'),
      nowrap: true,
      cell: (grant) => (grant.expiresOn ? formatDate(grant.expiresOn) : t('Without end')),
    },
    { id: 'grantedBy', header: t('Granted by'), cell: (grant) => grant.grantedBy ?? t('Unknown') },
  ];
  const revokeColumn: DataColumn<Grant> = {
    id: 'revoke',
    header: t('Revoke'),
    actions: true,
    cell: (grant) => (
      <Button
        size="small"
        color="error"
        onClick={() => setToRevoke(grant)}
        aria-label={t('Revoke {{qualification}}', { qualification: grant.name })}
      >
        {t('Revoke')}
      </Button>
    ),
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component={headingLevel} id={headingId} sx={{ flexGrow: 1 }}>
          {t('Qualifications')}
        </Typography>
        {manage && (
          <Button size="small" variant="outlined" onClick={() => setGranting(true)}>
            {t('Grant qualification')}
          </Button>
        )}
      </Stack>
      <DataTable
        label={t('Qualifications')}
        columns={manage ? [...columns, revokeColumn] : columns}
        rows={grants.data}
        rowKey={(grant) => grant.qualificationId}
        loading={grants.isFetching}
        emptyText={t('No qualifications granted.')}
      />
      {granting && (
        <GrantQualificationDialog loanerId={loanerId} loanerName={loanerName} onClose={() => setGranting(false)} />
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('Revoke {{qualification}}?', { qualification: toRevoke?.name ?? '' })}
        text={t('{{loaner}} can no longer borrow what requires it until it is granted again.', { loaner: loanerName })}
        confirmLabel={t('Revoke')}
        busy={revoking.isPending}
        onConfirm={() => toRevoke && revoke(toRevoke)}
        onClose={() => setToRevoke(null)}
      />
    </Box>
  );
}
