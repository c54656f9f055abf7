import type { LiveMetric } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { labStatusOf } from './lab-status';

const now = Date.parse('2025-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const metric = (value: string, lastUpdated: string | null): LiveMetric => ({ name: 'elabisopen', value, lastUpdated });

describe('lab status from the live metrics', () => {
  it('is open when elabisopen is "true" and fresh', () => {
    expect(labStatusOf([metric('true', minutesAgo(1))], now)).toBe('open');
  });

  it('is closed for "false" or any other value', () => {
    expect(labStatusOf([metric('false', minutesAgo(1))], now)).toBe('closed');
    expect(labStatusOf([metric('yes', minutesAgo(1))], now)).toBe('closed');
  });

  it('is unknown when the metric is missing', () => {
    expect(labStatusOf(undefined, now)).toBe('unknown');
    expect(labStatusOf([], now)).toBe('unknown');
    expect(labStatusOf([{ name: 'temperature', value: 'true', lastUpdated: minutesAgo(1) }], now)).toBe('unknown');
  });

  it('is unknown without an update time', () => {
    expect(labStatusOf([metric('true', null)], now)).toBe('unknown');
  });

  it('is unknown when last updated more than 10 minutes ago', () => {
    expect(labStatusOf([metric('true', minutesAgo(10))], now)).toBe('open');
    expect(labStatusOf([metric('true', minutesAgo(10.1))], now)).toBe('unknown');
    expect(labStatusOf([metric('false', minutesAgo(60))], now)).toBe('unknown');
  });
});
