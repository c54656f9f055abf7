import { writeFileSync } from 'node:fs';
import type { RgbaImage } from './png';

/**
 * A video for Chromium's fake camera (`--use-fake-device-for-media-stream` with
 * `--use-file-for-fake-video-capture=<file>.y4m`): the camera then "films" a picture held still in front of it.
 *
 * Y4M (YUV4MPEG2) is the simplest format Chromium reads there: a one-line text header, then for every frame
 * `FRAME\n` and the raw planes, 4:2:0 — first one luma (Y) byte per pixel, then the blue (Cb, U) and red
 * (Cr, V) differences at half the resolution each way. Chromium plays the frames in a loop.
 */
export interface FakeCameraVideo {
  /** The frame's size in pixels (even numbers, for the halved chroma planes); 640 × 480 as a webcam's VGA. */
  width?: number;
  height?: number;
  /** Frames in the file, played at 30 per second and looped: a still picture needs only a few. */
  frames?: number;
  /** White margin at least kept around the picture, in pixels: the quiet zone a scanner sees around a label. */
  margin?: number;
}

/** Limited-range ("studio swing") ITU-R BT.601, what Chromium assumes of 4:2:0 camera frames. */
function yuv601(r: number, g: number, b: number): [number, number, number] {
  const y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255;
  const u = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
  const v = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
  return [Math.round(y), Math.round(u), Math.round(v)];
}

/**
 * Lays `picture` in the middle of a white frame, scaled to fit inside the margin (nearest neighbour, so a QR
 * code's modules keep their sharp edges), converts it to YUV 4:2:0 and writes `frames` copies of it to `file`.
 */
export function writeFakeCameraVideo(
  file: string,
  picture: RgbaImage,
  { width = 640, height = 480, frames = 30, margin = 40 }: FakeCameraVideo = {},
): void {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');

  // 1. The frame in RGB: white, with the picture centred. Transparent pixels blend into the white paper.
  // Enlarged only by whole times, so that every pixel of the picture stays a block of equal size.
  const fit = Math.min((width - 2 * margin) / picture.width, (height - 2 * margin) / picture.height);
  const scale = fit >= 1 ? Math.floor(fit) : fit;
  const shownWidth = Math.floor(picture.width * scale);
  const shownHeight = Math.floor(picture.height * scale);
  const left = Math.floor((width - shownWidth) / 2);
  const top = Math.floor((height - shownHeight) / 2);
  const rgb = new Uint8Array(width * height * 3).fill(255);
  for (let y = 0; y < shownHeight; y++) {
    const sourceY = Math.min(picture.height - 1, Math.floor(y / scale));
    for (let x = 0; x < shownWidth; x++) {
      const sourceX = Math.min(picture.width - 1, Math.floor(x / scale));
      const from = (sourceY * picture.width + sourceX) * 4;
      const alpha = (picture.rgba[from + 3] ?? 255) / 255;
      const to = ((top + y) * width + left + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        rgb[to + channel] = Math.round((picture.rgba[from + channel] ?? 255) * alpha + 255 * (1 - alpha));
      }
    }
  }

  // 2. RGB → Y'CbCr, BT.601: luma for every pixel; the two chroma planes from the average of each 2 × 2 block.
  const luma = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let sumU = 0;
      let sumV = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const at = (y + dy) * width + x + dx;
        const [lumaValue, u, v] = yuv601(rgb[at * 3] ?? 255, rgb[at * 3 + 1] ?? 255, rgb[at * 3 + 2] ?? 255);
        luma[at] = lumaValue;
        sumU += u;
        sumV += v;
      }
      const chromaAt = (y / 2) * (width / 2) + x / 2;
      cb[chromaAt] = Math.round(sumU / 4);
      cr[chromaAt] = Math.round(sumV / 4);
    }
  }

  // 3. The file: header (size, 30 fps, progressive, square pixels, 4:2:0 with centred chroma), then the frames.
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, cb, cr]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * The camera flags hold for a whole browser, so a journey that films a label launches a browser of its own, with
 * the suite's launch options (executable, sandbox and network flags) plus these, once its video exists.
 */
export function fakeCameraArgs(file: string): string[] {
  return [
    // A fake camera (and microphone) instead of real devices…
    '--use-fake-device-for-media-stream',
    // …that shows this file instead of Chromium's test pattern,
    `--use-file-for-fake-video-capture=${file}`,
    // and no permission prompt (the context grants 'camera' too).
    '--use-fake-ui-for-media-stream',
  ];
}
