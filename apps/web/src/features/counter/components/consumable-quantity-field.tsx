import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ConsumableRow, quantityOf } from '../handout-rows';

export interface ConsumableQuantityFieldProps {
  row: ConsumableRow;
  onChange(quantity: string): void;
  /** Enter in the field: back to the scan field for the next label. */
  onDone(): void;
  disabled: boolean;
}

/** How much of a scanned consumable the loaner takes, in its stock unit. */
export function ConsumableQuantityField({ row, onChange, onDone, disabled }: ConsumableQuantityFieldProps) {
  const { t } = useTranslation();
  const invalid = quantityOf(row) === null;
  return (
    <TextField
      label={t('Quantity')}
      type="number"
      size="small"
      required
      value={row.quantity}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        onDone();
      }}
      error={invalid}
      helperText={invalid ? t('Enter a whole number of at least 1.') : undefined}
      disabled={disabled}
      sx={{ width: '12rem' }}
      slotProps={{
        htmlInput: { min: 1, inputMode: 'numeric', 'aria-label': t('Quantity of {{type}}', { type: row.name }) },
        input: { endAdornment: <InputAdornment position="end">{row.componentType.stockUnit}</InputAdornment> },
      }}
    />
  );
}
