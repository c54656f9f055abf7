import { Alert, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLendingPolicy } from '../../api/lending-policy/get-lending-policy';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-error';
import { LendingLimitsForm } from './components/lending-limits-form';

/** /LendingLimits (Admin, Manage menu): the limits of reservations, loans and bookings (LENDING.md "Limits"). */
export function Component() {
  const { t } = useTranslation();
  const policy = useLendingPolicy();
  return (
    <>
      <PageTitle>{t('Lending limits')}</PageTitle>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>
        {t('The limits hold for what users ask for from now on; what was granted before stays as it is.')}
      </Typography>
      {policy.isPending && <LinearProgress aria-label={t('Loading the lending limits')} />}
      {policy.isError && (
        <Alert severity="error">{`${t('Could not fetch the lending limits: ')}${errorText(policy.error)}`}</Alert>
      )}
      {policy.data && <LendingLimitsForm policy={policy.data} />}
    </>
  );
}
