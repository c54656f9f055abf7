import { startLabstock } from '../labstock-server';
import { stopProcess } from '../processes';
import { startLemonLdap } from './lemonldap';

const appPort = Number(process.env.E2E_LEMONLDAP_APP_PORT ?? 3202);
const issuerPort = Number(process.env.E2E_LEMONLDAP_PORT ?? 3203);
/** Labstock's PUBLIC_URL in this journey. */
export const lemonLdapAppUrl = `http://localhost:${appPort}`;

export interface LemonLdapLab {
  issuer: string;
  stop(): Promise<void>;
}

/** LemonLDAP::NG as the organisation's issuer, and Labstock (built web app, fresh embedded database) signing in through it. */
export async function startLemonLdapLab(): Promise<LemonLdapLab> {
  const lemonLdap = await startLemonLdap({ port: issuerPort, appUrl: lemonLdapAppUrl, clientId: 'labstock-web' });
  const labstock = await startLabstock(appPort, {
    SEED_DEMO: 'false',
    OIDC_ISSUER: lemonLdap.issuer,
    OIDC_CLIENT_ID: 'labstock-web',
    // LemonLDAP::NG issues its access tokens for the client itself.
    OIDC_AUDIENCE: 'labstock-web',
  }).catch(async (error: unknown) => {
    await lemonLdap.stop();
    throw error;
  });
  return {
    issuer: lemonLdap.issuer,
    stop: async () => {
      await stopProcess(labstock);
      await lemonLdap.stop();
    },
  };
}
