import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { EmailLogsTable } from './components/email-logs-table';
import { ReminderCard } from './components/reminder-card';

/** /Emails (Admin): send the overdue reminder, and the log of every e-mail sent. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('Emails')}</PageTitle>
      <Stack spacing={3}>
        <ReminderCard />
        <EmailLogsTable />
      </Stack>
    </>
  );
}
