// Glewlwyd (Debian's `glewlwyd` package) set up as a university's IT would run it for Labstock, following its own
// documentation: a fresh SQLite database from the packaged init script, a config file, then the admin REST API
// for the OpenID Connect plugin (RS256 key made here, never stored in the repo), the `labstock-web` public client,
// the scopes and the users. Everything lives in a temporary folder removed by stop(). No network beyond localhost.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { stopProcess, waitForAnswer } from '../processes';

export const GLEWLWYD_BINARY = process.env.GLEWLWYD_PATH ?? '/usr/bin/glewlwyd';
const PACKAGED_SQL = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
const PACKAGED_WEBAPP = '/usr/share/glewlwyd/webapp';
const PACKAGED_WEBAPP_CONFIG = '/usr/share/glewlwyd/templates/config.json';
/** The administrator the packaged init script creates. */
const ADMIN = { username: 'admin', password: 'password' };
/** Name of the OpenID Connect plugin instance: its endpoints live under /api/<name>. */
const PLUGIN = 'oidc';

export interface GlewlwydUser {
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
  /** The organisation's groups: a multiple-valued user property, released in the access token as `groups`. */
  groups?: string[];
}

export interface GlewlwydOptions {
  port: number;
  /** Labstock's PUBLIC_URL: the client's redirect and post-logout addresses are built from it. */
  appUrl: string;
  clientId: string;
  /** The absolute URI access tokens are issued for (their `aud`), asked for as the RFC 8707 `resource`. */
  resource: string;
  /** Short in the journeys, so that the app has to renew its sign-in. */
  accessTokenSeconds: number;
  users: GlewlwydUser[];
}

export interface RunningGlewlwyd {
  issuer: string;
  /** Where Glewlwyd writes its log; worth reading when a sign-in fails. */
  logFile: string;
  /** Gives the user these groups (none: takes them all away), as the university's IT would in its directory. */
  setGroups(user: GlewlwydUser, groups: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startGlewlwyd(options: GlewlwydOptions): Promise<RunningGlewlwyd> {
  if (!existsSync(GLEWLWYD_BINARY)) {
    throw new Error(
      `Glewlwyd is not installed at ${GLEWLWYD_BINARY}: apt-get install -y glewlwyd (or set GLEWLWYD_PATH)`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'labstock-glewlwyd-'));
  const baseUrl = `http://localhost:${options.port}`;
  const issuer = `${baseUrl}/api/${PLUGIN}`;
  createDatabase(path.join(dir, 'glewlwyd.db'));
  writeFileSync(path.join(dir, 'glewlwyd.conf'), configFile(dir, options.port, baseUrl));
  const logFile = path.join(dir, 'glewlwyd.log');
  const log = openSync(logFile, 'a');
  const server = spawn(GLEWLWYD_BINARY, ['--config-file', path.join(dir, 'glewlwyd.conf')], {
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${baseUrl}/config/`, server, 10);
    const admin = await AdminApi.signIn(baseUrl);
    await configure(admin, options, issuer);
    const setGroups = async (user: GlewlwydUser, groups: string[]) => {
      await admin.call('PUT', `/user/${encodeURIComponent(user.username)}`, userProperties({ ...user, groups }));
    };
    return { issuer, logFile, setGroups, stop };
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    await stop();
    throw new Error(`Glewlwyd set-up failed: ${(error as Error).message}\n${tail}`);
  }
}

/** The packaged init script: tables, the admin account and the `openid` scope. */
function createDatabase(file: string): void {
  const sql = gunzipSync(readFileSync(PACKAGED_SQL)).toString('utf8');
  const result = spawnSync('sqlite3', [file], { input: sql, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`sqlite3 could not create the database: ${result.stderr || result.error}`);
}

/**
 * A copy of the packaged front-end (login page) with a config.json of its own. Glewlwyd's static file server serves
 * no symbolic links, and the package's folder is made of them (its README suggests Apache in front instead);
 * its relative GlewlwydUrl lets the login page work at whatever port we serve it.
 */
function webappFolder(dir: string): string {
  const webapp = path.join(dir, 'webapp');
  cpSync(PACKAGED_WEBAPP, webapp, {
    recursive: true,
    dereference: true,
    filter: (source) => source !== path.join(PACKAGED_WEBAPP, 'config.json'),
  });
  writeFileSync(path.join(webapp, 'config.json'), readFileSync(PACKAGED_WEBAPP_CONFIG));
  return webapp;
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/octet-stream',
};

/** glewlwyd.conf after the packaged sample; plain http on localhost, so cookies are not marked secure. */
function configFile(dir: string, port: number, baseUrl: string): string {
  const mime = Object.entries(mimeTypes)
    .map(([extension, type]) => `  { extension = "${extension}"\n    mime_type = "${type}"\n    compress = 0 }`)
    .join(',\n');
  return `port=${port}
bind_address="127.0.0.1"
external_url="${baseUrl}"
login_url="login.html"
api_prefix="api"
static_files_path="${webappFolder(dir)}/"
allow_origin="*"
log_mode="console"
log_level="INFO"
cookie_domain="localhost"
cookie_secure=0
cookie_same_site="lax"
session_expiration=2419200
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=false
login_api_enabled=true
add_x_frame_option_header_deny=true
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="/usr/lib/glewlwyd/user"
user_middleware_module_path="/usr/lib/glewlwyd/user_middleware"
client_module_path="/usr/lib/glewlwyd/client"
user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"
plugin_module_path="/usr/lib/glewlwyd/plugin"
hash_algorithm="SHA512"
database = { type = "sqlite3"
  path = "${path.join(dir, 'glewlwyd.db')}" };
static_files_mime_types = (
${mime}
)
`;
}

/** The admin REST API, signed in with the session cookie the login API sets. */
class AdminApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async signIn(baseUrl: string): Promise<AdminApi> {
    const response = await fetch(`${baseUrl}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (!response.ok || !cookie) throw new Error(`admin sign-in answered ${response.status}`);
    return new AdminApi(baseUrl, cookie);
  }

  async call(method: string, apiPath: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/api${apiPath}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${apiPath} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

/** The claims Labstock reads, as user properties of the database back-end and values of its access tokens. */
const nameProperties = ['given_name', 'family_name'] as const;
/** The scopes Labstock's web app asks for, each granted to every user. */
const SCOPES = ['openid', 'profile', 'email'];

async function configure(admin: AdminApi, options: GlewlwydOptions, issuer: string): Promise<void> {
  // The database back-ends store only the properties their data format names: the users' given and family names,
  // and the list of post-logout addresses the end_session endpoint checks (the packaged format has a single one).
  await extendDataFormat(admin, 'user', {
    ...Object.fromEntries(nameProperties.map((name) => [name, { multiple: false }])),
    groups: { multiple: true },
  });
  await extendDataFormat(admin, 'client', { post_logout_redirect_uris: { multiple: true } });

  // Signing in for any of Labstock's scopes takes the user's password.
  const scopes = SCOPES;
  for (const scope of scopes) {
    const definition = {
      name: scope,
      display_name: scope,
      description: `OpenID Connect ${scope}`,
      password_required: true,
      password_max_age: 0,
      scheme: {},
    };
    // The packaged init script made `openid` already, without a password.
    if (scope === 'openid') await admin.call('PUT', `/scope/${scope}`, definition);
    else await admin.call('POST', '/scope/', definition);
  }

  await admin.call('POST', '/mod/plugin/', {
    module: 'oidc',
    name: PLUGIN,
    display_name: 'University sign-in',
    enabled: true,
    parameters: oidcPluginParameters(options, issuer, scopes),
  });

  await admin.call('POST', '/client/', {
    client_id: options.clientId,
    name: 'Labstock',
    enabled: true,
    confidential: false,
    token_endpoint_auth_method: ['none'],
    authorization_type: ['code', 'refresh_token'],
    redirect_uri: [`${options.appUrl}/login`, `${options.appUrl}/blank.html`],
    post_logout_redirect_uris: [`${options.appUrl}/login`],
    resource: [options.resource],
    scope: [],
  });

  for (const user of options.users) {
    await admin.call('POST', '/user/', { ...userProperties(user), password: user.password });
  }
}

/** A user as the admin API writes it, without the password (which an update leaves as it is). */
function userProperties(user: GlewlwydUser): object {
  return {
    username: user.username,
    name: `${user.givenName} ${user.familyName}`,
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    groups: user.groups ?? [],
    enabled: true,
    scope: SCOPES,
  };
}

async function extendDataFormat(
  admin: AdminApi,
  kind: 'user' | 'client',
  properties: Record<string, { multiple: boolean }>,
): Promise<void> {
  const backend = (await admin.call('GET', `/mod/${kind}/database`)) as { parameters: { 'data-format': object } };
  const added = Object.fromEntries(
    Object.entries(properties).map(([name, { multiple }]) => [
      name,
      { multiple, read: true, write: true, 'profile-read': kind === 'user', 'profile-write': false },
    ]),
  );
  backend.parameters['data-format'] = { ...backend.parameters['data-format'], ...added };
  await admin.call('PUT', `/mod/${kind}/database`, backend);
  await admin.call('PUT', `/mod/${kind}/database/reset`); // a back-end reads its parameters when it starts
}

function oidcPluginParameters(options: GlewlwydOptions, issuer: string, scopes: string[]): object {
  // RS256: a 2048-bit RSA key made for this run.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    iss: issuer,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    key: privateKey,
    cert: publicKey,
    'jwks-show': true,
    'subject-type': 'public',
    'access-token-duration': options.accessTokenSeconds,
    'refresh-token-duration': 14 * 24 * 3600,
    'refresh-token-rolling': true,
    'code-duration': 600,
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-code-revoke-replayed': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': true,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    'allowed-scope': scopes,
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'pkce-required-public-client': true,
    // Labstock's API reads who the user is from the access token itself.
    'additional-parameters': [
      { 'user-parameter': 'username', 'token-parameter': 'preferred_username' },
      { 'user-parameter': 'email', 'token-parameter': 'email' },
      ...nameProperties.map((name) => ({ 'user-parameter': name, 'token-parameter': name })),
      // Several groups come as one comma-separated string, which Labstock reads (OIDC_ROLES_CLAIM).
      { 'user-parameter': 'groups', 'token-parameter': 'groups' },
    ],
    'name-claim': 'mandatory',
    'email-claim': 'mandatory',
    claims: [
      { name: 'preferred_username', 'user-property': 'username', type: 'string', mandatory: true },
      ...nameProperties.map((name) => ({ name, 'user-property': name, type: 'string', mandatory: true })),
    ],
    // end_session and its confirmation page (which also fails without front-channel logout allowed).
    'session-management-allowed': true,
    'front-channel-logout-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 2419200,
    'resource-allowed': true,
    'resource-scope': { openid: [options.resource] },
    'resource-client-property': 'resource',
    'resource-scope-and-client-property': true,
    'request-parameter-allow': false,
    'introspection-revocation-allowed': false,
    'register-client-allowed': false,
  };
}
