import { ComponentStatus, type Loan } from '@labstock/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { ownComponentColumns } from '../../../components/own-component-columns';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { ReportFaultButton } from '../../../entities/fault/report-fault-button';
import { ExtendLoanDialog } from './extend-loan-dialog';
import { LoanExtensionCell } from './loan-extension-cell';
import { ReturnDateCell } from './return-date-cell';

export function UserLoansTable(page: PagedRows<Loan>) {
  const { t } = useTranslation();
  const [extending, setExtending] = useState<Loan | null>(null);
  const columns: DataColumn<Loan>[] = [
    ...ownComponentColumns<Loan>(t),
    dateColumn('loanDate', t('Loan date'), (row) => row.loanDate),
    {
      id: 'returnDate',
      header: t('Return date'),
      cell: (row) => (
        <ReturnDateCell returnDate={row.returnDate} isOverdue={row.isOverdue} extensions={row.extensions} />
      ),
    },
    {
      id: 'extension',
      header: t('Extension'),
      actions: true,
      cell: (row) => <LoanExtensionCell loan={row} onExtend={setExtending} />,
    },
    {
      id: 'fault',
      header: t('Fault'),
      actions: true,
      cell: (row) => <ReportFaultButton unit={{ ...row.component, status: ComponentStatus.Loaned }} />,
    },
  ];
  return (
    <>
      <PagedTable
        {...page}
        label={t('My loans')}
        columns={columns}
        rowKey={(row) => row.loanId}
        emptyText={t('You have no loans.')}
      />
      {/* Mounted only while open: each opening asks afresh what the loan can get. */}
      {extending && <ExtendLoanDialog loan={extending} onClose={() => setExtending(null)} />}
    </>
  );
}
