import { isValidEmail, storableText } from '@labstock/shared';
import { z } from 'zod';
import { demoAccounts } from './demo-accounts.js';

/** Who signed in at the development provider. The account id is the username, lower-cased. */
export interface AccountProfile {
  username: string;
  firstName?: string;
  lastName?: string;
  /** The organisation's groups, carried in the `groups` claim (to try OIDC_ROLES_CLAIM=groups and its map). */
  groups?: string[];
}

/** At most this many groups of at most 100 characters: an organisation's, not a flood. */
export const groupsField = z
  .array(storableText().trim().min(1, 'A group has a name').max(100, 'A group has at most 100 characters'))
  .max(50, 'At most 50 groups');

const optionalName = z
  .string()
  .trim()
  .max(100, 'A name has at most 100 characters')
  .optional()
  .transform((v) => v || undefined);

/** The sign-in form of the development provider. */
export const signInForm = z.object({
  username: z
    .string({ error: 'Enter a username' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter a username')
    .max(254, 'A username has at most 254 characters')
    .regex(/^\S+$/, 'A username has no spaces'),
  firstName: optionalName,
  lastName: optionalName,
  /** Comma-separated. */
  groups: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((group) => group.trim())
        .filter(Boolean),
    )
    .pipe(groupsField),
});
export type SignInForm = z.infer<typeof signInForm>;

/**
 * The accounts the development provider knows: the demo accounts with their names, and any other username,
 * with the names typed at its last sign-in (kept in memory) or none; and any account's groups typed at its last
 * sign-in, or none.
 */
export class AccountDirectory {
  private readonly typedNames = new Map<string, Pick<AccountProfile, 'firstName' | 'lastName'>>();
  private readonly typedGroups = new Map<string, string[]>();

  /** Records a sign-in and returns the account id. */
  signIn({ username, firstName, lastName, groups }: SignInForm): string {
    if (!demoAccountOf(username) && (firstName || lastName)) this.typedNames.set(username, { firstName, lastName });
    if (groups.length > 0) this.typedGroups.set(username, groups);
    else this.typedGroups.delete(username);
    return username;
  }

  profile(accountId: string): AccountProfile {
    const groups = this.typedGroups.get(accountId);
    const demo = demoAccountOf(accountId);
    if (demo) return { username: demo.username, firstName: demo.firstName, lastName: demo.lastName, groups };
    return { username: accountId, ...this.typedNames.get(accountId), groups };
  }
}

function demoAccountOf(username: string) {
  return demoAccounts.find((account) => account.username === username);
}

/** The OpenID claims of an account (ID token, userinfo and access token); unknown ones are left out. */
export function accountClaims(profile: AccountProfile): Record<string, string | string[]> {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const claims: Record<string, string | string[] | undefined> = {
    preferred_username: profile.username,
    given_name: profile.firstName,
    family_name: profile.lastName,
    name: name || undefined,
    // A university username is the user's address (au123456@uni.example).
    email: isValidEmail(profile.username) ? profile.username : undefined,
    groups: profile.groups?.length ? profile.groups : undefined,
  };
  return Object.fromEntries(
    Object.entries(claims).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
  );
}
