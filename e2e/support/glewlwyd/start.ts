// Glewlwyd by hand, for trying Labstock against a third-party issuer: `npx tsx e2e/support/glewlwyd/start.ts`
// starts it at http://localhost:$GLEWLWYD_PORT (4593) for a Labstock at $PUBLIC_URL (http://localhost:3000), prints
// the settings to start Labstock with and the accounts to sign in as, and stops (removing everything) on Ctrl-C.
import { startGlewlwyd } from './glewlwyd';
import { universityAccounts } from './university-lab';

const appUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const resource = `${appUrl}/api`;
const glewlwyd = await startGlewlwyd({
  port: Number(process.env.GLEWLWYD_PORT ?? 4593),
  appUrl,
  clientId: 'labstock-web',
  resource,
  accessTokenSeconds: 3600,
  users: Object.values(universityAccounts),
});
console.log(`Glewlwyd is up (log: ${glewlwyd.logFile}). Start Labstock with:
  PUBLIC_URL=${appUrl} OIDC_ISSUER=${glewlwyd.issuer} OIDC_CLIENT_ID=labstock-web \\
  OIDC_AUDIENCE=${resource} OIDC_RESOURCE=${resource} BOOTSTRAP_ADMINS=${universityAccounts.admin.username} SEED_DEMO=false npm start
Accounts: ${Object.values(universityAccounts)
  .map((user) => `${user.username} / ${user.password}`)
  .join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void glewlwyd.stop().then(() => process.exit(0)));
}
