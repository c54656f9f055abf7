import { describe, expect, it } from 'vitest';
import { isGrantValid } from './qualifications.js';

describe('a grant', () => {
  const grant = { grantedOn: '2026-03-01', expiresOn: '2026-03-31' };

  it('counts from the day it is granted on, not before', () => {
    expect(isGrantValid(grant, '2026-03-01')).toBe(true);
    expect(isGrantValid(grant, '2026-02-28')).toBe(false);
  });

  it('counts up to the day before its expiry day, and not on it', () => {
    expect(isGrantValid(grant, '2026-03-30')).toBe(true);
    expect(isGrantValid(grant, '2026-03-31')).toBe(false);
    expect(isGrantValid(grant, '2026-04-01')).toBe(false);
  });

  it('without end counts every day from the day it is granted on', () => {
    const withoutEnd = { grantedOn: '2026-03-01', expiresOn: null };
    expect(isGrantValid(withoutEnd, '2026-02-28')).toBe(false);
    expect(isGrantValid(withoutEnd, '2026-03-01')).toBe(true);
    expect(isGrantValid(withoutEnd, '2036-03-01')).toBe(true);
  });
});
