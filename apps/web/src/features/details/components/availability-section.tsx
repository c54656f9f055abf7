import type { AvailabilityQuery } from '@labstock/shared';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../../../api/component-types/get-availability';
import { useLabToday } from '../../../api/environment/lab-today';
import { errorText } from '../../../lib/api-client';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { AvailabilityCalendar } from './availability-calendar';
import { calendarPeriod } from './availability-weeks';

/** The 'Availability' of a type: how many can be had each day of the coming weeks, from the lab's today. */
export function AvailabilitySection({ componentTypeId }: { componentTypeId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const labToday = useLabToday();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        {t('Availability')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('How many can be had each day of the coming 4 weeks; today is outlined.')}
      </Typography>
      {labToday === undefined ? (
        <Loading />
      ) : (
        <AvailabilityOfPeriod componentTypeId={componentTypeId} period={calendarPeriod(labToday)} />
      )}
    </Box>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('Loading availability')} />;
}

function AvailabilityOfPeriod({ componentTypeId, period }: { componentTypeId: number; period: AvailabilityQuery }) {
  const { t } = useTranslation();
  const availability = useAvailability(componentTypeId, period);
  const failure = (error: unknown) => `${t('Could not fetch the availability: ')}${errorText(error)}`;
  useErrorNotification(availability.error, failure);
  if (availability.isPending) return <Loading />;
  if (availability.isError) return <Alert severity="error">{failure(availability.error)}</Alert>;
  return <AvailabilityCalendar days={availability.data} />;
}
