import { useState } from 'react';

/**
 * Runs `start` as a dialog opens (its `open` turning true), not while it stays open: the list behind it may be
 * fetched again meanwhile and hand the dialog a new copy of its row, which must not undo what the user chose.
 */
export function useOnOpen(open: boolean, start: () => void): void {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Set during render, React's way to follow a prop: the fields start afresh in the same render.
    setWasOpen(open);
    if (open) start();
  }
}
