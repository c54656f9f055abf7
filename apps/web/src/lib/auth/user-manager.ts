import type { UserManager } from 'oidc-client-ts';
import { ssoProfileOf, ssoProfileStore } from './sso-profile';

interface SignInClient {
  userManager: UserManager;
  /** False when the provider forbids framing its answer: a silent sign-in in a frame would never end. */
  silentSignInFrame: boolean;
}

let client: Promise<SignInClient> | undefined;

/**
 * The one oidc-client-ts UserManager, configured from the server on first use. The sign-in library (and zod, which
 * checks the configuration) load with it, in a chunk of their own: a user holding a product token needs neither
 * for the first screen.
 */
export async function getUserManager(): Promise<UserManager> {
  return (await getSignInClient()).userManager;
}

/** Whether the silent sign-in may ask the provider in a hidden frame (GET auth/config's silentSignInFrame). */
export async function silentSignInMayFrame(): Promise<boolean> {
  return (await getSignInClient()).silentSignInFrame;
}

function getSignInClient(): Promise<SignInClient> {
  client ??= createSignInClient().catch((error: unknown) => {
    client = undefined; // let a later call try again
    throw error;
  });
  return client;
}

async function createSignInClient(): Promise<SignInClient> {
  const [{ UserManager }, { loadSignInSetup }] = await Promise.all([
    import('oidc-client-ts'),
    import('./oidc-settings'),
  ]);
  const { settings, silentSignInFrame } = await loadSignInSetup();
  const userManager = new UserManager(settings);
  userManager.events.addUserLoaded((user) => ssoProfileStore.set(ssoProfileOf(user)));
  userManager.events.addUserUnloaded(() => ssoProfileStore.set(null));
  const user = await userManager.getUser();
  ssoProfileStore.set(user ? ssoProfileOf(user) : null);
  return { userManager, silentSignInFrame };
}
