import { createHash } from 'node:crypto';
import {
  API_BASE_PATH,
  COMPONENT_TYPE_IMAGE_FORMATS,
  COMPONENT_TYPE_IMAGE_MAX_PIXELS,
  componentTypeFormFields,
} from '@labstock/shared';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.js';
import { imageMessages } from './component-types.messages.js';

/** Larger pictures are refused before decoding: a small file can unpack into gigabytes (decompression bomb). */
const MAX_INPUT_PIXELS = COMPONENT_TYPE_IMAGE_MAX_PIXELS;
/** Stored images fit inside this square; lists and details never show them bigger. */
const MAX_EDGE = 800;
const JPEG_QUALITY = 80;

export interface StoredImage {
  /** A JPEG without metadata. */
  bytes: Buffer;
  /** Changes whenever the bytes do: the ETag and the cache-busting `v` of the image URL. */
  etag: string;
}

const refuse = (message: string) => badRequest(message, { [componentTypeFormFields.imageFile]: [message] });

/** Checks an upload by its content (never its name or declared type) and turns it into the stored JPEG. */
export async function normaliseImage(upload: Buffer): Promise<StoredImage> {
  const { format, width, height } = await sharp(upload)
    .metadata()
    .catch(() => {
      throw refuse(imageMessages.notAnImage);
    });
  if (!(COMPONENT_TYPE_IMAGE_FORMATS as readonly string[]).includes(format)) throw refuse(imageMessages.notAnImage);
  if (width * height > MAX_INPUT_PIXELS) throw refuse(imageMessages.tooManyPixels);

  const bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // upright by its EXIF orientation, which is then dropped with the rest of the metadata
    .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' }) // transparent PNG/WebP areas become white, not black
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer()
    .catch(() => {
      throw refuse(imageMessages.unreadable);
    });
  return { bytes, etag: imageEtag(bytes) };
}

/** Lists and details link to the cached image call; the etag in the URL lets browsers keep it long and still see a new one at once. */
export function imageUrlOf(componentTypeId: number, imageEtag: string | null): string | null {
  return imageEtag
    ? `${API_BASE_PATH}/ComponentTypes/${componentTypeId}/image?v=${encodeURIComponent(imageEtag)}`
    : null;
}

export function imageEtag(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
