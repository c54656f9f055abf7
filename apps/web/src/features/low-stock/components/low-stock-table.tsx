import type { ComponentType } from '@labstock/shared';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { stockAmount } from '../../../entities/component-type/stock-amount';

/** Each low consumable with where it is, who makes it, what is left of it and what its reorder settings say. */
export function LowStockTable(page: PagedRows<ComponentType>) {
  const { t } = useTranslation();
  const columns: DataColumn<ComponentType>[] = [
    {
      id: 'componentName',
      header: t('Component name'),
      cell: (row) => (
        <Link component={RouterLink} to={`/details/${row.componentTypeId}`}>
          {row.componentName}
        </Link>
      ),
    },
    { id: 'location', header: t('Location'), cell: (row) => row.location },
    { id: 'manufacturer', header: t('Manufacturer'), cell: (row) => row.manufacturer },
    {
      id: 'quantityInStock',
      header: t('In stock'),
      align: 'right',
      nowrap: true,
      cell: (row) => stockAmount(row.quantityInStock, row),
    },
    { id: 'reorderLevel', header: t('Reorder level'), align: 'right', cell: (row) => row.reorderLevel },
    { id: 'reorderQuantity', header: t('Reorder quantity'), align: 'right', cell: (row) => row.reorderQuantity },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Low stock')}
      columns={columns}
      rowKey={(row) => row.componentTypeId}
      emptyText={t('No consumable is low on stock.')}
    />
  );
}
