import { PAGE_SIZE_STORAGE_KEY } from '@labstock/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('starts on the first page with the default size and sends 1-based page numbers', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current.query).toEqual({ pageNumber: 1, pageSize: 10, searchString: '' });
    act(() => result.current.setPageIndex(2));
    expect(result.current.query.pageNumber).toBe(3);
  });

  it('remembers the chosen size and goes back to the first page', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.setPageIndex(3));
    act(() => result.current.setPageSize(25));
    expect(result.current.query).toMatchObject({ pageNumber: 1, pageSize: 25 });
    expect(localStorage.getItem(PAGE_SIZE_STORAGE_KEY)).toBe('25');
    expect(renderHook(() => usePaging()).result.current.pageSize).toBe(25);
  });

  it('ignores a stored size that is not offered', () => {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '1000');
    expect(renderHook(() => usePaging()).result.current.pageSize).toBe(10);
  });

  it('goes back to the first page when the search changes', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.setPageIndex(4));
    act(() => result.current.setSearchString('resistor'));
    expect(result.current.query).toEqual({ pageNumber: 1, pageSize: 10, searchString: 'resistor' });
  });
});
