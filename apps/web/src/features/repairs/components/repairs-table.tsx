import type { RepairTicket } from '@labstock/shared';
import { Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { unitName } from '../../../entities/component/unit-name';
import { componentLabelUrl } from '../../../lib/component-label-url';
import { repairStatusName } from '../../../lib/status-names';
import { formatCost } from '../cost';

export interface RepairsTableProps extends PagedRows<RepairTicket> {
  emptyText: string;
  onOpen(ticket: RepairTicket): void;
}

/** Each ticket's unit, where it stands, since when, what was reported first and how often, and what it cost. */
export function RepairsTable({ emptyText, onOpen, ...page }: RepairsTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<RepairTicket>[] = [
    {
      id: 'component',
      header: t('Component'),
      cell: (row) => (
        // The unit highlighted in its type's inventory, as its QR label opens it.
        <Link component={RouterLink} to={componentLabelUrl('', row.component)}>
          {unitName(row.component)}
        </Link>
      ),
    },
    { id: 'status', header: t('Status'), nowrap: true, cell: (row) => repairStatusName(row.status) },
    dateColumn('openedAt', t('Opened'), (row) => row.openedAt),
    { id: 'fault', header: t('Fault'), cell: (row) => row.faults[0]?.description },
    { id: 'faults', header: t('Faults'), align: 'right', cell: (row) => row.faults.length },
    { id: 'cost', header: t('Cost'), align: 'right', nowrap: true, cell: (row) => formatCost(row.cost) },
    {
      id: 'open',
      header: t('Ticket'),
      actions: true,
      cell: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row)}
          aria-label={t('Open ticket of {{unit}}', { unit: unitName(row.component) })}
        >
          {t('Open ticket')}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Repairs')}
      columns={columns}
      rowKey={(row) => row.repairTicketId}
      emptyText={emptyText}
    />
  );
}
