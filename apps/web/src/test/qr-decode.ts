import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/** Rasterises the rendered SVG (its viewBox and 1×1 module squares) and reads it as a scanner would. */
export function decodeQrCode(svg: Element): string {
  const [left, top, size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number];
  const scale = 4;
  const pixels = new Uint8ClampedArray((size * scale) ** 2).fill(255);
  const squares =
    svg
      .querySelector('path')
      ?.getAttribute('d')
      ?.matchAll(/M(\d+) (\d+)h1v1h-1z/g) ?? [];
  for (const [, column, row] of squares) {
    for (let y = 0; y < scale; y += 1)
      for (let x = 0; x < scale; x += 1) {
        pixels[((Number(row) - top) * scale + y) * size * scale + (Number(column) - left) * scale + x] = 0;
      }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size * scale, size * scale)));
  return new QRCodeReader().decode(bitmap).getText();
}
