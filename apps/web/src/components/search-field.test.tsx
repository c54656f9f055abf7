import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchField', () => {
  it('reports the text once typing pauses for 500 ms', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'res' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'resistor' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('resistor');
  });

  it('does not report the empty start value', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search" onSearch={onSearch} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
