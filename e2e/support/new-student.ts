import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { newUsername } from './accounts';
import { registerLoaner } from './api';
import { signIn } from './sign-in';

/**
 * A newly registered student, signed in at a browser of their own (a context of its own, which axe needs): a journey's
 * loaner whom no other journey touches.
 */
export async function newStudentAt(
  browser: Browser,
  request: APIRequestContext,
  { firstName, lastName }: { firstName: string; lastName: string },
) {
  const student = { ...newUsername(), firstName, lastName };
  await registerLoaner(request, student);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, { username: student.username });
  await expect(page).toHaveURL(/\/Components/, { timeout: 30_000 });
  return { page, ...student, name: `${firstName} ${lastName}` };
}
