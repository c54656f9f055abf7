import { COMPONENT_TYPE_IMAGE_MAX_BYTES, type ComponentType, RoleName, WEB_ADDRESS_MESSAGE } from '@labstock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { insertCategory, multipartForm } from './component-types.fixtures.js';
import { imageMessages } from './component-types.messages.js';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

describe('component types: multipart writes and images', () => {
  let t: TestApp;
  let admin: TestUser;
  let loaner: TestUser;
  let categoryA: number;
  let categoryB: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    loaner = await t.createUser([RoleName.Loaner]);
    categoryA = await insertCategory(t.db, 'Analog');
    categoryB = await insertCategory(t.db, 'Boards');
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', fields: Parameters<typeof multipartForm>[0]) => {
    const form = await multipartForm(fields);
    return t.inject({ method, url: '/api/ComponentTypes', user: admin, ...form });
  };
  const baseFields = () => ({
    ComponentName: 'Op-amp LM358',
    Status: '0',
    SelectedCategories: [String(categoryA), String(categoryB)],
    ComponentInfo: 'Dual operational amplifier',
    Location: 'Drawer 4',
    WikiLink: '',
  });
  const imageOf = (type: ComponentType, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: type.imageUrl as string, headers });

  it('creates a type from a PNG, stores it as a JPEG that fits 800×800 and serves it with an ETag', async () => {
    const res = await send('POST', {
      ...baseFields(),
      ImageFile: { bytes: await png(1600, 1000), filename: 'amp.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ComponentType;
    expect(created).toMatchObject({
      componentName: 'Op-amp LM358',
      componentInfo: 'Dual operational amplifier',
      location: 'Drawer 4',
      wikiLink: null,
      status: 0,
      numberOfAvailebleComponents: 0,
      categories: [
        { categoryId: categoryA, name: 'Analog' },
        { categoryId: categoryB, name: 'Boards' },
      ],
    });
    expect(created.imageUrl).toMatch(
      new RegExp(`^/api/ComponentTypes/${created.componentTypeId}/image\\?v=[0-9a-f]+$`),
    );

    const image = await imageOf(created);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 500 });
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const etag = image.headers.etag as string;
    expect(etag).toBe(`"${created.imageUrl?.split('v=')[1]}"`);

    const revalidated = await imageOf(created, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect((await imageOf(created, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    const details = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes/${created.componentTypeId}`,
      user: loaner,
    });
    expect([...Buffer.from(details.json().image, 'base64').subarray(0, 3)]).toEqual(JPEG_MAGIC);
  });

  it('does not enlarge a small image', async () => {
    const res = await send('POST', {
      ...baseFields(),
      ComponentName: 'Tiny',
      ImageFile: { bytes: await png(40, 30), filename: 'tiny.png' },
    });
    expect(await sharp((await imageOf(res.json())).rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses a text file named .jpg, judged by its content', async () => {
    const res = await send('POST', {
      ...baseFields(),
      ComponentName: 'Fake image',
      ImageFile: { bytes: Buffer.from('not an image at all'), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      detail: imageMessages.notAnImage,
      errors: { ImageFile: [imageMessages.notAnImage] },
    });
  });

  it('refuses an SVG, which is an image but not one of the accepted formats', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await send('POST', {
      ...baseFields(),
      ImageFile: { bytes: svg, filename: 'logo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(imageMessages.notAnImage);
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await send('POST', {
      ...baseFields(),
      ImageFile: {
        bytes: Buffer.alloc(COMPONENT_TYPE_IMAGE_MAX_BYTES + 1, 1),
        filename: 'huge.jpg',
        type: 'image/jpeg',
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('The image must not be larger than 5 MB.');
  });

  it('refuses an image with too many pixels before decoding it (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(COMPONENT_TYPE_IMAGE_MAX_BYTES);
    const res = await send('POST', { ...baseFields(), ImageFile: { bytes: bomb, filename: 'bomb.png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(imageMessages.tooManyPixels);
  });

  it('refuses a 38-megapixel picture, saying the most it takes, and takes a 24-megapixel photo', async () => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#4a8' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const tooLarge = await send('POST', {
      ...baseFields(),
      ImageFile: { bytes: await picture(7100, 5350), filename: 'large.png' },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ ImageFile: ['The image is too large: at most 25 megapixels.'] });
    const photo = await send('POST', {
      ...baseFields(),
      ComponentName: 'Photographed',
      ImageFile: { bytes: await picture(6000, 4000), filename: 'photo.png' },
    });
    expect(photo.statusCode).toBe(201);
  });

  it('requires ComponentName, Status and SelectedCategories, naming each field', async () => {
    const res = await send('POST', { Location: 'Shelf' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['ComponentName', 'SelectedCategories', 'Status']);
    expect(res.json().errors.ComponentName).toEqual(['ComponentName is required']);
  });

  it('refuses unknown categories, a bad status and non-numeric ids', async () => {
    const unknown = await send('POST', { ...baseFields(), SelectedCategories: [String(categoryA), '999999'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ SelectedCategories: ['Category 999999 does not exist'] });

    const bad = await send('POST', { ...baseFields(), Status: '3', SelectedCategories: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['SelectedCategories', 'Status']);
  });

  it('takes only http(s) links as wiki link and datasheet, with a message naming each field', async () => {
    const res = await send('POST', {
      ...baseFields(),
      WikiLink: 'javascript:alert(document.cookie)',
      Datasheet: 'data:text/html,<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual({ WikiLink: [WEB_ADDRESS_MESSAGE], Datasheet: [WEB_ADDRESS_MESSAGE] });

    const linked = await send('POST', {
      ...baseFields(),
      ComponentName: 'Linked type',
      WikiLink: 'https://en.wikipedia.org/wiki/LM358',
      Datasheet: 'http://ti.example/lm358.pdf',
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({
      wikiLink: 'https://en.wikipedia.org/wiki/LM358',
      datasheet: 'http://ti.example/lm358.pdf',
    });
  });

  it('accepts field names in any case', async () => {
    const res = await send('POST', {
      componentname: 'Lower-case form',
      STATUS: '1',
      selectedcategories: String(categoryB),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ componentName: 'Lower-case form', status: 1, imageUrl: null });
  });

  it('refuses JSON with 415 and a second file with 400', async () => {
    const json = await t.inject({
      method: 'POST',
      url: '/api/ComponentTypes',
      user: admin,
      payload: { ComponentName: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toContain('application/problem+json');

    const image = { bytes: await png(10, 10), filename: 'a.png' };
    const twoFiles = await send('POST', { ...baseFields(), ImageFile: [image, image] });
    expect(twoFiles.statusCode).toBe(400);
  });

  it('updates fields and categories, keeps the image without ImageFile and replaces it with one', async () => {
    const created = (
      await send('POST', {
        ...baseFields(),
        ComponentName: 'Before',
        ImageFile: { bytes: await png(100, 100), filename: 'a.png' },
      })
    ).json() as ComponentType;
    const id = String(created.componentTypeId);

    const edited = await send('PUT', {
      ComponentTypeId: id,
      ComponentName: 'After',
      Status: '1',
      SelectedCategories: String(categoryB),
      Manufacturer: 'Texas Instruments',
      AdminComment: 'Keep two spare',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      componentTypeId: created.componentTypeId,
      componentName: 'After',
      status: 1,
      componentInfo: null,
      manufacturer: 'Texas Instruments',
      adminComment: 'Keep two spare',
      imageUrl: created.imageUrl,
      categories: [{ categoryId: categoryB, name: 'Boards' }],
    });

    const newImage = await send('PUT', {
      ComponentTypeId: id,
      ComponentName: 'After',
      Status: '1',
      SelectedCategories: String(categoryB),
      ImageFile: { bytes: await png(200, 50), filename: 'b.webp' },
    });
    const replaced = newImage.json() as ComponentType;
    expect(replaced.imageUrl).not.toBe(created.imageUrl);
    expect(await sharp((await imageOf(replaced)).rawPayload).metadata()).toMatchObject({ width: 200, height: 50 });
  });

  it('answers PUT for an unknown type with 404 and without ComponentTypeId with 400', async () => {
    const unknown = await send('PUT', { ...baseFields(), ComponentTypeId: '999999' });
    expect(unknown.statusCode).toBe(404);
    const missing = await send('PUT', baseFields());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ ComponentTypeId: ['ComponentTypeId is required'] });
  });
});
