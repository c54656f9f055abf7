import type { Loan, SortDirection } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { HandinButton } from './handin-button';
import { ReturnDate } from './return-date';

export interface LoansTableProps extends PagedRows<Loan> {
  /** The Clerk's view: a Handin button per row. */
  canHandin: boolean;
  /** The rows come by return date: `asc` the earliest first (overdue ones on top), as the server sorts them. */
  returnDateOrder: SortDirection;
  onToggleReturnDateOrder(): void;
}

export function LoansTable({ canHandin, returnDateOrder, onToggleReturnDateOrder, ...page }: LoansTableProps) {
  const { t } = useTranslation();
  const handinColumn: DataColumn<Loan> = {
    id: 'handin',
    header: t('Handin'),
    actions: true,
    cell: (row) => <HandinButton loan={row} />,
  };
  const columns: DataColumn<Loan>[] = [
    { id: 'component', header: t('Component'), cell: (row) => row.component.componentTypeName },
    { id: 'loanerName', header: t('Loaner name'), cell: (loan) => loanerName(loan.loaner) },
    { id: 'auId', header: t('AU ID'), cell: (row) => row.loaner?.auId },
    { id: 'studentNo', header: t('Student number'), cell: (row) => row.loaner?.studentNo },
    { id: 'staffInitials', header: t('Staff initials'), cell: (row) => row.loaner?.staffInitials },
    { id: 'mobileNo', header: t('Mobile number'), cell: (row) => row.loaner?.mobileNo },
    { id: 'componentNumber', header: t('Component number'), cell: (row) => row.component.componentNumber },
    { id: 'adminComment', header: t('Admin comment'), cell: (row) => row.component.adminComment },
    dateColumn('loanDate', t('Loan date'), (row) => row.loanDate),
    // Overdue loans are marked; the earliest return date first, they lead the list.
    {
      ...dateColumn<Loan>('returnDate', t('Return date'), (row) => row.returnDate),
      cell: (row) => <ReturnDate returnDate={row.returnDate} isOverdue={row.isOverdue} />,
      sortable: true,
    },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Loans')}
      columns={canHandin ? [...columns, handinColumn] : columns}
      rowKey={(row) => row.loanId}
      emptyText={t('No active loans.')}
      sort={{ columnId: 'returnDate', direction: returnDateOrder }}
      onSort={onToggleReturnDateOrder}
    />
  );
}
