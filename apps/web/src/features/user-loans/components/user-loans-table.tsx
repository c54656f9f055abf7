import type { Loan } from '@labstock/shared';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { ReturnDateCell } from './return-date-cell';

const columns: readonly DataColumn<Loan>[] = [
  { id: 'component', header: 'Component', cell: (row) => row.component.componentTypeName },
  { id: 'componentNumber', header: 'Component no', cell: (row) => row.component.componentNumber },
  { id: 'adminComment', header: 'Admin comment', cell: (row) => row.component.adminComment },
  { id: 'loanDate', header: 'Loan date', cell: (row) => formatDate(row.loanDate) },
  { id: 'returnDate', header: 'Return date', cell: (row) => <ReturnDateCell returnDate={row.returnDate} /> },
];

export interface UserLoansTableProps {
  rows: readonly Loan[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
}

export function UserLoansTable({ rows, totalCount, loading, paging }: UserLoansTableProps) {
  return (
    <PagedTable
      label="My loans"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.loanId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText="You have no loans."
    />
  );
}
