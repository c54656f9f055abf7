/** The demo accounts of the development sign-in page (seeded with these roles). */
export const demo = {
  admin: { name: 'Ada Admin', username: 'au100001@uni.example' },
  clerk: { name: 'Carl Clerk', username: 'au100002@uni.example' },
  loaner: { name: 'Lea Loaner', username: 'au100003@uni.example' },
} as const;

export type DemoRole = keyof typeof demo;

/** A username nobody has used yet in this run, as a new student would have. */
export function newUsername(): { username: string; auId: string } {
  const auId = `au${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  return { username: `${auId}@uni.example`, auId };
}
