import type { Category } from '@labstock/shared';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { FormControl, InputLabel, OutlinedInput, styled } from '@mui/material';
import type { FocusEventHandler, KeyboardEvent, KeyboardEventHandler, MouseEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { CategoryChips } from './category-chips';

/** The keys that open a closed MUI Select. */
const OPENING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** The styles MUI's outlined Select adds to the input box it shows (.MuiSelect-select) and to its arrow. */
const Display = styled('div')(({ theme }) => ({
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  height: 'auto',
  minHeight: '1.4375em',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '&&&': { paddingRight: 32 },
}));
const Arrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
}));

interface DisplayProps {
  // From OutlinedInput: its input styles, and its focus handling (the outline and the label).
  className?: string;
  ref?: Ref<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  // From ClosedCategorySelect, through inputProps (OutlinedInput's type knows them not).
  labelId?: string;
  onOpen?(): void;
  children?: ReactNode;
}

/** The combobox of a closed MUI Select: focusable, named by the label, opening on a press or the opening keys. */
function ClosedDisplay({ className, ref, onFocus, onBlur, onKeyDown, labelId, onOpen, children }: DisplayProps) {
  const press = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // As MUI's Select: no text selection, the focus on the combobox.
    event.preventDefault();
    event.currentTarget.focus();
    onOpen?.();
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen?.();
  };
  return (
    <>
      <Display
        ref={ref}
        className={className}
        role="combobox"
        tabIndex={0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={key}
        onMouseDown={press}
      >
        {children}
      </Display>
      <Arrow />
    </>
  );
}

export interface ClosedCategorySelectProps {
  label: string;
  categories: readonly Category[];
  value: number[];
  size?: 'small' | 'medium';
  onFocus(): void;
  onBlur(): void;
  /** The user pressed it or an opening key: what opens CategorySelect. */
  onOpen(): void;
}

/**
 * CategorySelect as it shows while closed, without MUI's Select and Menu (and their Modal and Popover), for a
 * screen that shows it before its list is needed: the same size, label, chips, role and name, focusable.
 */
export function ClosedCategorySelect({
  label,
  categories,
  value,
  size,
  onFocus,
  onBlur,
  onOpen,
}: ClosedCategorySelectProps) {
  const labelId = useId();
  return (
    <FormControl fullWidth size={size}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        value={value}
        onFocus={onFocus}
        onBlur={onBlur}
        inputComponent={ClosedDisplay}
        inputProps={{
          labelId,
          onOpen,
          children:
            value.length > 0 ? (
              <CategoryChips categories={categories} categoryIds={value} />
            ) : (
              // As MUI's Select when empty: a line's height.
              <span className="notranslate" aria-hidden>
                {'\u200b'}
              </span>
            ),
        }}
      />
    </FormControl>
  );
}
