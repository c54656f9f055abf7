import type { Loan } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { ReturnDateCell } from './return-date-cell';

export interface UserLoansTableProps {
  rows: readonly Loan[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function UserLoansTable({ rows, totalCount, loading, paging }: UserLoansTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Loan>[] = [
    { id: 'component', header: t('Component'), cell: (row) => row.component.componentTypeName },
    { id: 'componentNumber', header: t('Component no'), cell: (row) => row.component.componentNumber },
    { id: 'adminComment', header: t('Admin comment'), cell: (row) => row.component.adminComment },
    { id: 'loanDate', header: t('Loan date'), cell: (row) => formatDate(row.loanDate) },
    { id: 'returnDate', header: t('Return date'), cell: (row) => <ReturnDateCell returnDate={row.returnDate} /> },
  ];
  return (
    <PagedTable
      label={t('My loans')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.loanId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText={t('You have no loans.')}
    />
  );
}
