import { crc32, deflateSync } from 'node:zlib';
import { COMPONENT_TYPE_IMAGE_MAX_BYTES, RoleName } from '@labstock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertComponentType,
  multipartForm,
} from '../../modules/component-types/component-types.fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../test-app.js';
import { databaseFingerprint } from './db-fingerprint.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A few hundred bytes that declare a picture of width × height (RGB): a decompression bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to claim 65535 × 65535 pixels. */
async function jpegDeclaringHuge(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#08f' } })
    .jpeg()
    .toBuffer();
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(0xffff, frame + 5);
  jpeg.writeUInt16BE(0xffff, frame + 7);
  return jpeg;
}

async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f80' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return png.subarray(0, png.length / 2);
}

/** Uploads an image must never get past: each is refused as a problem and leaves the database as it was. */
describe('hostile image uploads', () => {
  let t: TestApp;
  let admin: TestUser;
  let categoryId: number;
  let typeId: number;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    categoryId = await insertCategory(t.db, 'Uploads');
    typeId = await insertComponentType(t.db, { name: 'Kept as it is', categoryIds: [categoryId] });
    fingerprint = databaseFingerprint(t.db);
  });
  afterAll(() => t.close());

  const cases: [string, () => Promise<Buffer> | Buffer, string, number][] = [
    ['a tiny PNG declaring 20000×20000 pixels', () => pngDeclaring(20_000, 20_000), 'image/png', 400],
    ['a JPEG declaring 65535×65535 pixels', jpegDeclaringHuge, 'image/jpeg', 400],
    ['a PNG cut in half', truncatedPng, 'image/png', 400],
    ['a PDF sent as image/png', () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\n'), 'image/png', 400],
    ['a file one byte over the limit', () => Buffer.alloc(COMPONENT_TYPE_IMAGE_MAX_BYTES + 1, 1), 'image/png', 413],
  ];

  it.each(cases)('refuses %s on create and on update', async (_name, makeFile, type, status) => {
    const ImageFile = { bytes: await makeFile(), filename: 'picture.png', type };
    const fields = { ComponentName: 'Hostile', Status: '0', SelectedCategories: [String(categoryId)], ImageFile };
    for (const [method, form] of [
      ['POST', fields],
      ['PUT', { ...fields, ComponentTypeId: String(typeId) }],
    ] as const) {
      const before = await fingerprint();
      const res = await t.inject({ method, url: '/api/ComponentTypes', user: admin, ...(await multipartForm(form)) });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(await fingerprint()).toBe(before);
    }
  });
});
