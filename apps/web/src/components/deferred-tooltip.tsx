import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, type TouchEvent, useState } from 'react';
import { deferredImport, useDeferredImport } from '../lib/deferred-import';

const tooltip = deferredImport(() => import('@mui/material/Tooltip').then((module) => module.default));

interface TriggerProps {
  onMouseOver?(event: MouseEvent): void;
  onMouseLeave?(event: MouseEvent): void;
  onFocus?(event: FocusEvent): void;
  onBlur?(event: FocusEvent): void;
  onTouchStart?(event: TouchEvent): void;
}

export interface DeferredTooltipProps {
  title: string;
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip for what every first screen shows (the top bar): its code, with Popper's, loads once
 * the first screen has settled, or at once when the user points at, focuses or touches the child first. Until then the child shows alone; a tooltip asked for before the code arrived opens as soon as it has.
 */
export function DeferredTooltip({ title, children }: DeferredTooltipProps) {
  const { value: Tooltip, loadNow } = useDeferredImport(tooltip);
  // Whether the pointer or focus is on the child: the tooltip's open state, controlled here from the start.
  const [open, setOpen] = useState(false);

  if (Tooltip) {
    const props: TooltipProps = { title, open, onOpen: () => setOpen(true), onClose: () => setOpen(false), children };
    return <Tooltip {...props} />;
  }

  const want = (wanted: boolean) => {
    setOpen(wanted);
    if (wanted) loadNow();
  };
  const own = children.props;
  const trigger: TriggerProps = {
    onMouseOver(event) {
      own.onMouseOver?.(event);
      want(true);
    },
    onMouseLeave(event) {
      own.onMouseLeave?.(event);
      want(false);
    },
    onFocus(event) {
      own.onFocus?.(event);
      want(true);
    },
    onBlur(event) {
      own.onBlur?.(event);
      want(false);
    },
    onTouchStart(event) {
      own.onTouchStart?.(event);
      want(true);
    },
  };
  return cloneElement(children, trigger);
}
