import {
  Checkbox,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

const MENU_ITEM_HEIGHT = 48;
const MENU_PADDING_TOP = 8;
/** Spec §2: the menu is about 4.5 items high, so a cut item shows there is more to scroll. */
const menuProps = {
  slotProps: { paper: { sx: { maxHeight: MENU_ITEM_HEIGHT * 4.5 + MENU_PADDING_TOP } } },
} as const;

export interface CheckboxMultiSelectProps {
  label: string;
  /** What may be chosen, by id, in the order listed. */
  options: readonly { id: number; name: string }[];
  value: number[];
  onChange(ids: number[]): void;
  /** How the chosen show in the closed field. */
  renderValue(chosen: number[]): ReactNode;
  onBlur?(): void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  /** Take the focus on mount: it replaces a closed stand-in that had it (ClosedCategorySelect). */
  autoFocus?: boolean;
  /** Open the list on mount: the user pressed the closed stand-in it replaces. */
  defaultOpen?: boolean;
}

/** Choose several of a list by id, each with its checkbox in the menu (categories, required qualifications). */
export function CheckboxMultiSelect({
  label,
  options,
  value,
  onChange,
  renderValue,
  onBlur,
  required,
  error,
  helperText,
  size,
  autoFocus,
  defaultOpen,
}: CheckboxMultiSelectProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl fullWidth required={required} error={error} size={size}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<number[]>
        labelId={labelId}
        multiple
        value={value}
        onChange={(event) => onChange(typeof event.target.value === 'string' ? [] : event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} />}
        renderValue={renderValue}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
        MenuProps={menuProps}
        aria-describedby={helperText ? helperId : undefined}
      >
        {options.map(({ id, name }) => (
          <MenuItem key={id} value={id}>
            <Checkbox checked={value.includes(id)} size="small" />
            <ListItemText primary={name} />
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
