import { Checkbox, FormControlLabel } from '@mui/material';
import type { Paging } from '../lib/paging/use-paging';

export interface WithClosedCheckboxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** The list it filters: another set of rows starts again from its first page. */
  paging: Pick<Paging, 'setPageIndex'>;
}

/** A work list's tick that lists the closed items too (fixed tickets, decided requests) beside the open ones. */
export function WithClosedCheckbox({ label, checked, onChange, paging }: WithClosedCheckboxProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
            paging.setPageIndex(0);
          }}
        />
      }
      label={label}
    />
  );
}
