import { expect, test } from '@playwright/test';
import { openSignIn } from '../support/sign-in';

test('a page opened at another address than PUBLIC_URL is sent there and reaches the sign-in', async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '');
  const elsewhere = new URL('/Components', publicUrl);
  elsewhere.hostname = '127.0.0.1';

  const provider = await openSignIn(page, elsewhere.href);

  expect(new URL(page.url()).origin).toBe(publicUrl.origin);
  expect(new URL(provider.url()).origin).toBe(publicUrl.origin);
});
