import type { UserManager } from 'oidc-client-ts';
import { ssoProfileOf, ssoProfileStore } from './sso-profile';

let manager: Promise<UserManager> | undefined;

/**
 * The one oidc-client-ts UserManager, configured from the server on first use. The sign-in library (and zod, which
 * checks the configuration) load with it, in a chunk of their own: a user holding a product token needs neither
 * for the first screen.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= createUserManager().catch((error: unknown) => {
    manager = undefined; // let a later call try again
    throw error;
  });
  return manager;
}

async function createUserManager(): Promise<UserManager> {
  const [{ UserManager }, { loadOidcSettings }] = await Promise.all([
    import('oidc-client-ts'),
    import('./oidc-settings'),
  ]);
  const userManager = new UserManager(await loadOidcSettings());
  userManager.events.addUserLoaded((user) => ssoProfileStore.set(ssoProfileOf(user)));
  userManager.events.addUserUnloaded(() => ssoProfileStore.set(null));
  const user = await userManager.getUser();
  ssoProfileStore.set(user ? ssoProfileOf(user) : null);
  return userManager;
}
