import { UserManager } from 'oidc-client-ts';
import { loadSignInSetup } from './lib/auth/oidc-settings';

// The return page of the sign-in popup and the silent sign-in iframe: hands the provider's answer to the app window.
loadSignInSetup()
  .then(({ settings }) => new UserManager(settings).signinCallback())
  .catch((error: unknown) => console.error('Sign-in callback failed', error));
