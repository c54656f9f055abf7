import { type EmailLog, EmailStatus, messages } from '@labstock/shared';
import { alpha, type SxProps, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEmailLogs } from '../../../api/mail/get-email-logs';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';
import { bodyPreview } from '../body-preview';
import { EmailStatusChip } from './email-status-chip';

/** Failed rows shaded red, Sent rows green (spec §2). */
function statusShade(log: EmailLog): SxProps<Theme> {
  const tone = log.status === EmailStatus.Sent ? 'success' : 'error';
  return { bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12) };
}

/** The 'Email Logs' table: every reminder attempt, newest first as the server orders them. */
export function EmailLogsTable() {
  const { t } = useTranslation();
  const columns: DataColumn<EmailLog>[] = [
    { id: 'id', header: t('ID'), cell: (log) => log.emailLogId },
    { id: 'to', header: t('To'), cell: (log) => log.recipientEmail },
    { id: 'subject', header: t('Subject'), cell: (log) => log.subject },
    { id: 'body', header: t('Body'), cell: (log) => <span title={log.body}>{bodyPreview(log.body)}</span> },
    { id: 'status', header: t('Status'), cell: (log) => <EmailStatusChip status={log.status} /> },
    { id: 'sent', header: t('Sent'), cell: (log) => formatDateTime(log.sentAt) },
    { id: 'error', header: t('Error message'), cell: (log) => log.errorMessage },
  ];
  const paging = usePaging();
  const { pageNumber, pageSize } = paging.query;
  const logs = useEmailLogs({ pageNumber, pageSize });
  useErrorNotification(logs.error, (error) => `${t(messages.unsuccessfulWith)}${errorText(error)}`);

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('Email Logs')}
      </Typography>
      <PagedTable
        label={t('Email Logs')}
        columns={columns}
        rows={logs.data?.data}
        rowKey={(log) => log.emailLogId}
        rowSx={statusShade}
        loading={logs.isFetching}
        emptyText={t('No e-mails sent yet')}
        totalCount={logs.data?.totalCount}
        totalCapped={logs.data?.totalCapped}
        paging={paging}
      />
    </>
  );
}
