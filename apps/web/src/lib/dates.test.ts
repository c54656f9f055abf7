import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseIsoDate, toIsoDate } from './dates';

describe('dates', () => {
  it('shows calendar dates as dd-MM-yyyy without shifting the day', () => {
    expect(formatDate('2025-01-31')).toBe('31-01-2025');
    expect(formatDate(new Date(2025, 11, 24))).toBe('24-12-2025');
  });

  it('gives an empty text for no or bad dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(parseIsoDate('')).toBeNull();
  });

  it('sends the local calendar day as yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(toIsoDate(parseIsoDate('2025-06-30') as Date)).toBe('2025-06-30');
  });

  it('shows points in time as dd-MM-yyyy HH:mm in local time', () => {
    expect(formatDateTime(new Date(2025, 2, 7, 9, 5).toISOString())).toBe('07-03-2025 09:05');
    expect(formatDateTime(null)).toBe('');
  });
});
