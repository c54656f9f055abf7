import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeQrCode } from '../test/qr-decode';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws a code that scans back to its text', () => {
    const url = 'https://labstock.example/details/12?component=7';
    render(<QrCode text={url} label="QR code of Servo No. 7" />);
    expect(decodeQrCode(screen.getByRole('img', { name: 'QR code of Servo No. 7' }))).toBe(url);
  });
});
