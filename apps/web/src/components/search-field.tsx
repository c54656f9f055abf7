import { SEARCH_DEBOUNCE_MS } from '@labstock/shared';
import SearchIcon from '@mui/icons-material/Search';
import { FormControl, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';

export interface SearchFieldProps {
  label: string;
  /** Called with the text once typing pauses (500 ms by default, spec §5). */
  onSearch(text: string): void;
  delayMs?: number;
}

export function SearchField({ label, onSearch, delayMs = SEARCH_DEBOUNCE_MS }: SearchFieldProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, delayMs);
  const reported = useRef(debounced);
  const report = useEffectEvent((value: string) => onSearch(value));
  const id = useId();

  useEffect(() => {
    if (debounced === reported.current) return;
    reported.current = debounced;
    report(debounced);
  }, [debounced]);

  // TextField's parts without TextField, which imports Select and with it Menu and Modal, which the first screen of
  // /Components would load for nothing.
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
