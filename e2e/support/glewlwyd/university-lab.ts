import { startLabstock } from '../labstock-server';
import { stopProcess } from '../processes';
import { type GlewlwydUser, startGlewlwyd } from './glewlwyd';

/**
 * The university's accounts at its issuer. The Admin is named in BOOTSTRAP_ADMINS; the student becomes a Loaner on
 * registering; the lab assistant is in the group `lab-clerks`, which OIDC_ROLE_MAP makes a Clerk. Nobody is
 * registered in Labstock yet.
 */
export const universityAccounts = {
  admin: {
    username: 'au300001',
    password: 'Admin-300001!',
    givenName: 'Astrid',
    familyName: 'Andersen',
    email: 'au300001@uni.example',
  },
  student: {
    username: 'au300002',
    password: 'Student-300002!',
    givenName: 'Bo',
    familyName: 'Berg',
    email: 'au300002@post.uni.example',
  },
  labAssistant: {
    username: 'au300003',
    password: 'Assistant-300003!',
    givenName: 'Cecilie',
    familyName: 'Clausen',
    email: 'au300003@uni.example',
    groups: ['lab-clerks', 'staff'],
  },
} satisfies Record<string, GlewlwydUser>;

const appPort = Number(process.env.E2E_GLEWLWYD_APP_PORT ?? 3200);
const issuerPort = Number(process.env.E2E_GLEWLWYD_PORT ?? 3201);
/** Labstock's PUBLIC_URL in this journey. */
export const appUrl = `http://localhost:${appPort}`;
/** The issuer's access tokens last a minute, and so do Labstock's product tokens: a journey sees both renewed. */
export const tokenLifetimeSeconds = 60;

export interface UniversityLab {
  issuer: string;
  /** Changes a user's groups at the issuer. */
  setGroups(user: GlewlwydUser, groups: string[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Glewlwyd as the university's issuer, and Labstock (built web app, fresh embedded database) signing in through it
 * with the settings of docs/deployment.md's Glewlwyd section.
 */
export async function startUniversityLab(): Promise<UniversityLab> {
  // RFC 8707 wants an absolute URI as the resource; Glewlwyd makes it the access token's audience.
  const apiResource = `${appUrl}/api`;
  const glewlwyd = await startGlewlwyd({
    port: issuerPort,
    appUrl,
    clientId: 'labstock-web',
    resource: apiResource,
    accessTokenSeconds: tokenLifetimeSeconds,
    users: Object.values(universityAccounts),
  });
  const labstock = await startLabstock(appPort, {
    SEED_DEMO: 'false',
    OIDC_ISSUER: glewlwyd.issuer,
    OIDC_CLIENT_ID: 'labstock-web',
    OIDC_AUDIENCE: apiResource,
    OIDC_RESOURCE: apiResource,
    // Glewlwyd's usernames, which its users cannot change and which carry no domain.
    OIDC_USERNAME_CLAIM: 'preferred_username',
    BOOTSTRAP_ADMINS: universityAccounts.admin.username,
    PRODUCT_TOKEN_TTL_MINUTES: String(tokenLifetimeSeconds / 60),
    // deployment.md "Roles from the organisation": the groups Glewlwyd releases in its access tokens.
    OIDC_ROLES_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'lab-clerks=Clerk',
  }).catch(async (error: unknown) => {
    await glewlwyd.stop();
    throw error;
  });
  return {
    issuer: glewlwyd.issuer,
    setGroups: glewlwyd.setGroups,
    stop: async () => {
      await stopProcess(labstock);
      await glewlwyd.stop();
    },
  };
}
