import { describe, expect, it } from 'vitest';
import { addDays, daysOfPeriod, displayDay } from './lab-days.js';

describe('lab days', () => {
  it('add days across a month, a leap day and a year', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('count both ends of a period', () => {
    expect(daysOfPeriod('2026-03-10', '2026-03-10')).toBe(1);
    expect(daysOfPeriod('2026-03-10', '2026-05-08')).toBe(60);
    expect(daysOfPeriod('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('count a day of a summer-time change as one', () => {
    expect(daysOfPeriod('2026-03-28', '2026-03-30')).toBe(3);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('show as dd-MM-yyyy', () => {
    expect(displayDay('2026-05-08')).toBe('08-05-2026');
  });
});
