import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DataSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface SortBarProps {
  columns: readonly { id: string; header: string }[];
  sort: DataSort;
  /** The same contract as a header click: the current column toggles its direction. */
  onSort(columnId: string): void;
}

/** The card layout has no header row to click: a column choice and a direction toggle take its place. */
export function SortBar({ columns, sort, onSort }: SortBarProps) {
  const { t } = useTranslation();
  const ascending = sort.direction === 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('Sort by')}
        value={sort.columnId}
        onChange={(event) => onSort(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        {columns.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.header}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={ascending ? t('Sorted ascending, sort descending') : t('Sorted descending, sort ascending')}
        onClick={() => onSort(sort.columnId)}
      >
        {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </IconButton>
    </Stack>
  );
}
