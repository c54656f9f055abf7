import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  LinearProgress,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type Theme,
  Typography,
} from '@mui/material';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../lib/use-small-screen';
import { type DataSort, SortBar } from './sort-bar';

export type { DataSort } from './sort-bar';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Buttons of the row: no header cell label in the card layout, shown at the card's foot. */
  actions?: boolean;
  /** The header offers sorting by this column (needs `sort` and `onSort` on the table). */
  sortable?: boolean;
  /** A short value that must stay on one line in the table, such as a date ('16-10-' / '2026' otherwise). */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology, e.g. 'Categories'. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): Key;
  onRowClick?(row: Row): void;
  /** Extra styles per row, e.g. a status shade. */
  rowSx?(row: Row): SxProps<Theme>;
  loading?: boolean;
  emptyText?: string;
  /** The current order of `rows`; the caller sorts. */
  sort?: DataSort;
  /** A sortable column was chosen: its header was clicked, or it was picked in the card layout's sort bar. */
  onSort?(columnId: string): void;
}

/**
 * A table on wide screens and stacked cards below the `sm` breakpoint (spec §2: small-screen layouts).
 * Action columns should stop click propagation when the row itself is clickable.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const smallScreen = useSmallScreen();
  const isEmpty = !props.loading && props.rows?.length === 0;
  return (
    <Box>
      {props.loading && <LinearProgress aria-label={t('Loading {{what}}', { what: props.label })} />}
      {smallScreen ? <CardRows {...props} /> : <TableRows {...props} />}
      {isEmpty && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {props.emptyText ?? t('Nothing to show')}
        </Typography>
      )}
    </Box>
  );
}

/** MUI's pattern for adding styles to an `sx` that may itself be a list. */
function withSx(base: SxProps<Theme>, extra: SxProps<Theme> | undefined): SxProps<Theme> {
  return [base, ...(Array.isArray(extra) ? extra : [extra])] as SxProps<Theme>;
}

function TableRows<Row>({ label, columns, rows = [], rowKey, onRowClick, rowSx, sort, onSort }: DataTableProps<Row>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id;
              return (
                <TableCell key={column.id} align={column.align} sortDirection={sorted ? sort.direction : false}>
                  {column.sortable && onSort ? (
                    <TableSortLabel
                      active={sorted}
                      direction={sorted ? sort.direction : 'asc'}
                      onClick={() => onSort(column.id)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover={Boolean(onRowClick)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={onRowClick ? (event) => event.key === 'Enter' && onRowClick(row) : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              sx={withSx({ cursor: onRowClick ? 'pointer' : undefined }, rowSx?.(row))}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardRows<Row>({ label, columns, rows = [], rowKey, onRowClick, rowSx, sort, onSort }: DataTableProps<Row>) {
  const fields = columns.filter((column) => !column.actions);
  const actions = columns.filter((column) => column.actions);
  const sortable = columns.filter((column) => column.sortable);
  return (
    <>
      {sort && onSort && sortable.length > 0 && <SortBar columns={sortable} sort={sort} onSort={onSort} />}
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => {
          const content = (
            <CardContent>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
              >
                {fields.map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          );
          return (
            <Card component="li" key={rowKey(row)} variant="outlined" sx={rowSx?.(row)}>
              {onRowClick ? <CardActionArea onClick={() => onRowClick(row)}>{content}</CardActionArea> : content}
              {actions.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, justifyContent: 'flex-end' }}>
                  {actions.map((column) => (
                    <Box key={column.id}>{column.cell(row)}</Box>
                  ))}
                </Stack>
              )}
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
