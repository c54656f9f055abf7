import type { User } from 'oidc-client-ts';
import { createExternalStore } from '../external-store';

/** Who the single sign-on account says the user is. */
export interface SsoProfile {
  name: string;
  firstName: string;
  lastName: string;
}

export function ssoProfileOf(user: User): SsoProfile {
  const claims = user.profile;
  const name = claims.name ?? [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  const [firstOfName = '', ...restOfName] = name.split(' ');
  return {
    name,
    firstName: claims.given_name ?? firstOfName,
    lastName: claims.family_name ?? restOfName.join(' '),
  };
}

/** The signed-in SSO account; null until the sign-in state is loaded or after sign-out. */
export const ssoProfileStore = createExternalStore<SsoProfile | null>(() => null);
