import type { Loan } from '@labstock/shared';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import type { Paging } from '../../../lib/paging/use-paging';
import { loanerFullName } from '../loaner-full-name';
import { HandinButton } from './handin-button';

const columns: readonly DataColumn<Loan>[] = [
  { id: 'component', header: 'Component', cell: (row) => row.component.componentTypeName },
  { id: 'loanerName', header: 'Loaner name', cell: loanerFullName },
  { id: 'auId', header: 'AU ID', cell: (row) => row.loaner?.auId },
  { id: 'studentNo', header: 'Student number', cell: (row) => row.loaner?.studentNo },
  { id: 'staffInitials', header: 'Staff initials', cell: (row) => row.loaner?.staffInitials },
  { id: 'mobileNo', header: 'Mobile number', cell: (row) => row.loaner?.mobileNo },
  { id: 'componentNumber', header: 'Component number', cell: (row) => row.component.componentNumber },
  { id: 'adminComment', header: 'Admin comment', cell: (row) => row.component.adminComment },
  { id: 'loanDate', header: 'Loan date', cell: (row) => formatDate(row.loanDate) },
  { id: 'returnDate', header: 'Return date', cell: (row) => formatDate(row.returnDate) },
];

const handinColumn: DataColumn<Loan> = {
  id: 'handin',
  header: 'Handin',
  actions: true,
  cell: (row) => <HandinButton loan={row} />,
};

export interface LoansTableProps {
  rows: readonly Loan[] | undefined;
  totalCount: number | undefined;
  loading: boolean;
  paging: Paging;
  /** The Clerk's view: a Handin button per row. */
  canHandin: boolean;
}

export function LoansTable({ rows, totalCount, loading, paging, canHandin }: LoansTableProps) {
  return (
    <PagedTable
      label="Loans"
      columns={canHandin ? [...columns, handinColumn] : columns}
      rows={rows}
      rowKey={(row) => row.loanId}
      loading={loading}
      totalCount={totalCount}
      paging={paging}
      emptyText="No active loans."
    />
  );
}
