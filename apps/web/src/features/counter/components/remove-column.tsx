import DeleteIcon from '@mui/icons-material/Delete';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import type { ScannedRow } from '../use-scan-list';

/** The last column of a counter list: takes a scanned row off again; the caller puts the focus back in the scan field. */
export function removeColumn<Row extends ScannedRow & { name: string }>(
  t: TFunction,
  remove: (key: string) => void,
  disabled: boolean,
): DataColumn<Row> {
  return {
    id: 'remove',
    header: t('Remove'),
    actions: true,
    cell: (row) => (
      <LabelledIconButton
        label={t('Remove {{name}}', { name: row.name })}
        onClick={() => remove(row.key)}
        disabled={disabled}
      >
        <DeleteIcon />
      </LabelledIconButton>
    ),
  };
}
