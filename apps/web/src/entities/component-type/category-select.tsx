import type { Category } from '@labstock/shared';
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
import { useId } from 'react';
import { CategoryChips } from './category-chips';

const MENU_ITEM_HEIGHT = 48;
const MENU_PADDING_TOP = 8;
/** Spec §2: the menu is about 4.5 items high, so a cut item shows there is more to scroll. */
const menuProps = {
  slotProps: { paper: { sx: { maxHeight: MENU_ITEM_HEIGHT * 4.5 + MENU_PADDING_TOP } } },
} as const;

export interface CategorySelectProps {
  label: string;
  categories: readonly Category[];
  value: number[];
  onChange(categoryIds: number[]): void;
  onBlur?(): void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  /** Take the focus on mount: it replaces the ClosedCategorySelect that had it. */
  autoFocus?: boolean;
  /** Open the list on mount: the user pressed the ClosedCategorySelect it replaces. */
  defaultOpen?: boolean;
}

/** Choose several categories; the chosen ones show as chips (browse filter and component type form). */
export function CategorySelect({
  label,
  categories,
  value,
  onChange,
  onBlur,
  required,
  error,
  helperText,
  size,
  autoFocus,
  defaultOpen,
}: CategorySelectProps) {
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
        renderValue={(chosen) => <CategoryChips categories={categories} categoryIds={chosen} />}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
        MenuProps={menuProps}
        aria-describedby={helperText ? helperId : undefined}
      >
        {categories.map((category) => (
          <MenuItem key={category.categoryId} value={category.categoryId}>
            <Checkbox checked={value.includes(category.categoryId)} size="small" />
            <ListItemText primary={category.name} />
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
