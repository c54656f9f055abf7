import { type ExtensionRequest, ExtensionStatus } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { unitName } from '../../../entities/component/unit-name';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { DecisionButtons } from './decision-buttons';
import { DeclineDialog } from './decline-dialog';

export interface ExtensionsTableProps extends PagedRows<ExtensionRequest> {
  /** The status all the rows have: a pending request has buttons, a decided one its outcome. */
  status: ExtensionStatus;
  label: string;
  emptyText: string;
}

/** Who asked, for which unit, from which return date to which, when; then the decision or the buttons to make it. */
export function ExtensionsTable({ status, label, emptyText, ...page }: ExtensionsTableProps) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState<ExtensionRequest | null>(null);
  const pending = status === ExtensionStatus.Pending;
  const columns: DataColumn<ExtensionRequest>[] = [
    { id: 'loaner', header: t('Loaner'), cell: (row) => loanerName(row.loan.loaner, { withAuId: true }) },
    {
      id: 'component',
      header: t('Component'),
      cell: (row) => unitName(row.loan.component),
    },
    pending
      ? dateColumn('returnDate', t('Current return date'), (row) => row.loan.returnDate)
      : dateColumn('previousReturnDate', t('Earlier return date'), (row) => row.previousReturnDate),
    dateColumn('requestedReturnDate', t('Asked return date'), (row) => row.requestedReturnDate),
    dateColumn('createdAt', t('Asked on'), (row) => row.createdAt),
  ];
  const decisionColumns: DataColumn<ExtensionRequest>[] = pending
    ? [
        {
          id: 'decide',
          header: t('Decision'),
          actions: true,
          nowrap: true,
          cell: (row) => <DecisionButtons request={row} onDecline={setDeclining} />,
        },
      ]
    : [
        dateColumn('decidedAt', t('Decided on'), (row) => row.decidedAt),
        { id: 'reason', header: t('Reason'), cell: (row) => row.reason },
      ];
  return (
    <>
      <PagedTable
        {...page}
        label={label}
        columns={[...columns, ...decisionColumns]}
        rowKey={(row) => row.extensionRequestId}
        emptyText={emptyText}
      />
      {/* Mounted only while open: each reason starts empty. */}
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
