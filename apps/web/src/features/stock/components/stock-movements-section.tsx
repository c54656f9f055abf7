import { type ComponentType, type StockMovement, StockMovementKind } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStockMovements } from '../../../api/stock/get-stock-movements';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime } from '../../../lib/dates';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../../lib/paging/use-paging';

/** A signed amount: what a movement added (+) or took (−). */
function signedAmount(movement: StockMovement, componentType: ComponentType): string {
  const amount = stockAmount(Math.abs(movement.quantity), componentType);
  return movement.quantity > 0 ? `+${amount}` : movement.quantity < 0 ? `−${amount}` : amount;
}

/**
 * 'Stock movements' for Clerks and Admins, every one newest first; 'What you took' for a Loaner, whom the server
 * answers with their own issues only.
 */
export function StockMovementsSection({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const { isAdmin, isClerk } = useAuth();
  const staff = isAdmin || isClerk;
  const headingId = useId();
  const paging = usePaging();
  const movements = useStockMovements(componentType.componentTypeId, paging.query);
  useStayWithinTotal(paging, movements.data?.totalCount);
  useErrorNotification(movements.error, (error) => `${t('Could not fetch the stock movements: ')}${errorText(error)}`);
  const kinds: Record<StockMovementKind, string> = {
    [StockMovementKind.Issue]: t('Taken'),
    [StockMovementKind.Receive]: t('Received'),
    [StockMovementKind.Count]: t('Stocktake'),
  };
  const person = (who: StockMovement['actor']) => who?.name || who?.auId || '';
  const when: DataColumn<StockMovement> = {
    id: 'when',
    header: t('When'),
    nowrap: true,
    cell: (row) => formatDateTime(row.createdAt),
  };
  const note: DataColumn<StockMovement> = { id: 'note', header: t('Note'), cell: (row) => row.note ?? '' };
  const columns: DataColumn<StockMovement>[] = staff
    ? [
        when,
        { id: 'kind', header: t('Kind'), cell: (row) => kinds[row.kind] },
        {
          id: 'quantity',
          header: t('Quantity'),
          align: 'right',
          nowrap: true,
          cell: (row) => signedAmount(row, componentType),
        },
        {
          id: 'after',
          header: t('Stock after'),
          align: 'right',
          nowrap: true,
          cell: (row) => stockAmount(row.quantityAfter, componentType),
        },
        { id: 'loaner', header: t('Who took it'), cell: (row) => person(row.loaner) },
        { id: 'actor', header: t('Recorded by'), cell: (row) => person(row.actor) },
        note,
      ]
    : [
        when,
        {
          id: 'quantity',
          header: t('Quantity'),
          align: 'right',
          nowrap: true,
          cell: (row) => stockAmount(-row.quantity, componentType),
        },
        note,
      ];
  const title = staff ? t('Stock movements') : t('What you took');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <PagedTable
        label={title}
        columns={columns}
        rows={movements.data?.data}
        totalCount={movements.data?.totalCount}
        totalCapped={movements.data?.totalCapped}
        loading={movements.isFetching}
        paging={paging}
        rowKey={(row) => row.stockMovementId}
        emptyText={staff ? t('No stock has moved yet.') : t('You have not taken any of this yet.')}
      />
    </Box>
  );
}
