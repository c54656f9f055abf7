import { describe, expect, it } from 'vitest';
import { auIdFromUsername, isValidEmail, isValidPhone, isWebAddress, withAuPrefix } from './validation.js';

describe('phone rule', () => {
  it.each(['12345678', '1234 5678', ' 12 34 56 78 ', '+4512345678', '+45 12 34 56 78'])('accepts %j', (v) => {
    expect(isValidPhone(v)).toBe(true);
  });
  it.each([
    '',
    '1234567',
    '123456789',
    '+451234567',
    '+451234567890',
    '4512345678',
    '1234-5678',
    'abcdefgh',
    '++4512345678',
  ])('refuses %j', (v) => {
    expect(isValidPhone(v)).toBe(false);
  });
  it('refuses null and undefined', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('e-mail rule', () => {
  it.each(['a@b.dk', 'au123456@uni.example', 'first.last+tag@post.au.dk'])('accepts %j', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.dk', 'a b@c.dk', 'a@b .dk'])('refuses %j', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
  it.each([
    'a@x.example, b@y.example',
    'a@x.example,b@y.example',
    'a@x.example;b@y.example',
    '"Evil" <evil@x.example>, c@y.example',
    '"Evil"<evil@x.example>',
    '<evil@x.example>',
    'evil@x.example>',
    'a@x.example\r\nBcc: b@y.example',
    'a@x.example\n',
    ' a@x.example',
    '"a b"@x.example',
    'a..b@x.example',
    '.a@x.example',
    'a@-x.example',
    'a@x..example',
    'a@x.example (comment)',
    'æ@x.example',
    `${'a'.repeat(65)}@x.example`,
    `a@${'b'.repeat(250)}.dk`,
  ])('refuses %j, which is not exactly one address', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});

describe('AU id', () => {
  it('prefixes au when missing', () => {
    expect(withAuPrefix('123456')).toBe('au123456');
    expect(withAuPrefix(' 123456 ')).toBe('au123456');
  });
  it('keeps an existing prefix in any case', () => {
    expect(withAuPrefix('au123456')).toBe('au123456');
    expect(withAuPrefix('AU123456')).toBe('AU123456');
  });
  it('is the part of the username before the @', () => {
    expect(auIdFromUsername('au123456@uni.example')).toBe('au123456');
    expect(auIdFromUsername('AU654321@uni.example')).toBe('au654321');
    expect(auIdFromUsername('clerk')).toBe('clerk');
  });
});

describe('web address rule', () => {
  it.each(['https://docs.arduino.cc/a.pdf', 'http://wiki.lab.example/Uno', 'HTTPS://x.example'])('accepts %j', (v) => {
    expect(isWebAddress(v)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://x.example',
    '//x.example',
    'www.x.example',
    'https://',
    ' https://x.example',
    'see the drawer',
  ])('refuses %j', (v) => {
    expect(isWebAddress(v)).toBe(false);
  });
});
