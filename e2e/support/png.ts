import { deflateSync, inflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_unused, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG file of one colour (RGB 0-255), made at test time, e.g. as a component type's picture. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // Each scan line: filter byte 0, then the pixels.
  const line = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A decoded picture: `rgba` holds 4 bytes per pixel, row after row from the top left. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** The Paeth predictor of PNG filter type 4: whichever neighbour is closest to left + above − above-left. */
function paeth(left: number, above: number, aboveLeft: number): number {
  const estimate = left + above - aboveLeft;
  const toLeft = Math.abs(estimate - left);
  const toAbove = Math.abs(estimate - above);
  const toAboveLeft = Math.abs(estimate - aboveLeft);
  if (toLeft <= toAbove && toLeft <= toAboveLeft) return left;
  return toAbove <= toAboveLeft ? above : aboveLeft;
}

/** Channels per pixel of the 8-bit PNG colour types: grey, RGB, grey + alpha, RGBA (no palettes). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes a PNG as browsers write them (Playwright's screenshots): 8 bits per channel, grey or RGB, with or
 * without alpha, not interlaced. Anything else (palettes, 16 bits, Adam7) throws rather than guessing.
 */
export function decodePng(png: Buffer): RgbaImage {
  let offset = 8; // after the signature
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length; // length, type, body, CRC
  }
  if (!header) throw new Error('not a PNG: no IHDR chunk');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8);
  const channels = CHANNELS[colourType ?? -1];
  if (bitDepth !== 8 || !channels || interlace !== 0) {
    throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}`);
  }

  // Each row is a filter byte, then the row's bytes; filters predict a byte from its left, above and above-left.
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[at + x - channels] ?? 0) : 0;
      const above = y > 0 ? (pixels[at - stride + x] ?? 0) : 0;
      const aboveLeft = y > 0 && x >= channels ? (pixels[at - stride + x - channels] ?? 0) : 0;
      const predicted = [0, left, above, (left + above) >> 1, paeth(left, above, aboveLeft)][filter ?? 0];
      if (predicted === undefined) throw new Error(`bad PNG filter type ${filter} in row ${y}`);
      pixels[at + x] = ((row[x] ?? 0) + predicted) & 0xff;
    }
  }

  // Spread to RGBA: grey goes to all three colours; a missing alpha is opaque.
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const pixel = pixels.subarray(i * channels, (i + 1) * channels);
    const grey = channels <= 2;
    rgba[i * 4] = pixel[0] ?? 0;
    rgba[i * 4 + 1] = (grey ? pixel[0] : pixel[1]) ?? 0;
    rgba[i * 4 + 2] = (grey ? pixel[0] : pixel[2]) ?? 0;
    rgba[i * 4 + 3] = channels === 2 || channels === 4 ? (pixel[channels - 1] ?? 255) : 255;
  }
  return { width, height, rgba };
}
