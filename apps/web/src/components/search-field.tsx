import { SEARCH_DEBOUNCE_MS } from '@labstock/shared';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
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

  useEffect(() => {
    if (debounced === reported.current) return;
    reported.current = debounced;
    report(debounced);
  }, [debounced]);

  return (
    <TextField
      label={label}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
