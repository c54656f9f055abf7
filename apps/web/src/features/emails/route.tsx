import { Stack } from '@mui/material';
import { PageTitle } from '../../components/page-title';
import { EmailLogsTable } from './components/email-logs-table';
import { ReminderCard } from './components/reminder-card';

/** /Emails (Admin): send the overdue reminder, and the log of every e-mail sent. */
export function Component() {
  return (
    <>
      <PageTitle>Emails</PageTitle>
      <Stack spacing={3}>
        <ReminderCard />
        <EmailLogsTable />
      </Stack>
    </>
  );
}
