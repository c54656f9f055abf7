import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './icalendar.js';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and every kind of line break in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters a TEXT value may not hold, and keeps a tab', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });

  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds by octets without splitting a character of several bytes', () => {
    // 'ø' is two octets: 37 of them (74 octets) and a third octet's worth would make 76.
    const folded = foldLine(`${'ø'.repeat(37)}øx`);
    expect(folded).toBe(`${'ø'.repeat(37)}\r\n øx`);
    const long = foldLine('€'.repeat(100));
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toBe('€'.repeat(100));
  });
});
