import { type TrainingRequest, TrainingRequestStatus } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { trainingRequestStatusName } from '../../../lib/status-names';
import { DeclineTrainingDialog } from './decline-training-dialog';
import { GrantTrainingDialog } from './grant-training-dialog';
import { TrainingDecisionButtons } from './training-decision-buttons';

export interface TrainingRequestsTableProps extends PagedRows<TrainingRequest> {
  emptyText: string;
  /** Closed requests are listed too: how each was closed is shown. */
  withClosed: boolean;
}

/** Who asked (name, AU id), for which qualification, when; then the buttons of an open one or how it was closed. */
export function TrainingRequestsTable({ emptyText, withClosed, ...page }: TrainingRequestsTableProps) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<TrainingRequest | null>(null);
  const [declining, setDeclining] = useState<TrainingRequest | null>(null);
  const columns: DataColumn<TrainingRequest>[] = [
    { id: 'loaner', header: t('Loaner'), cell: (row) => loanerName(row.loaner) || t('Unknown') },
    { id: 'auId', header: t('AU ID'), nowrap: true, cell: (row) => row.loaner?.auId },
    { id: 'qualification', header: t('Qualification'), cell: (row) => row.qualificationName },
    dateColumn('requestedAt', t('Asked on'), (row) => row.requestedAt),
  ];
  const closingColumns: DataColumn<TrainingRequest>[] = [
    { id: 'status', header: t('Status'), nowrap: true, cell: (row) => trainingRequestStatusName(row.status) },
    dateColumn('decidedAt', t('Decided on'), (row) => row.decidedAt),
    { id: 'reason', header: t('Reason'), cell: (row) => row.reason },
  ];
  const decisionColumn: DataColumn<TrainingRequest>[] = [
    {
      id: 'decide',
      header: t('Decision'),
      actions: true,
      nowrap: true,
      cell: (row) =>
        row.status === TrainingRequestStatus.Open && (
          <TrainingDecisionButtons request={row} onGrant={setGranting} onDecline={setDeclining} />
        ),
    },
  ];
  return (
    <>
      <PagedTable
        {...page}
        label={t('Training requests')}
        columns={[...columns, ...(withClosed ? closingColumns : []), ...decisionColumn]}
        rowKey={(row) => row.trainingRequestId}
        emptyText={emptyText}
      />
      {granting && <GrantTrainingDialog request={granting} onClose={() => setGranting(null)} />}
      {/* Mounted only while open: each reason starts empty. */}
      {declining && <DeclineTrainingDialog request={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
