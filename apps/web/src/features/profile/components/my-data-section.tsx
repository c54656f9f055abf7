import { Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';

/** The profile's "My data": everything Labstock holds about the user, downloaded as one JSON file (LAB.md "Privacy"). */
export function MyDataSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3, mt: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {t('My data')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('Everything Labstock holds about you, as a JSON file.')}</Typography>
      <DownloadButton label={t('Download my data')} path="/Loaners/Loaner/export" />
    </Paper>
  );
}
