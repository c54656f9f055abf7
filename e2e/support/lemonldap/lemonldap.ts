// LemonLDAP::NG (Debian's `lemonldap-ng` packages) as an OpenID Connect issuer for Labstock: its portal, run with
// plackup from the packaged PSGI file, on a copy of the packaged configuration (the Demo authentication with its
// accounts dwho/dwho, rtyler/rtyler, msmith/msmith) with the OpenID Connect issuer switched on, an RS256 key made
// here and `labstock-web` as a public client with PKCE. Its portal forbids framing every page it serves
// (X-Frame-Options DENY, CSP frame-ancestors 'none': its default `portalAntiFrame`) and answers a silent
// request (prompt=none) with its login page. Everything lives in a temporary folder removed by stop().
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess, waitForAnswer } from '../processes';

export const LEMONLDAP_PORTAL = process.env.LEMONLDAP_PORTAL ?? '/usr/share/lemonldap-ng/portal/htdocs/index.psgi';
const PACKAGED_CONFIG = '/var/lib/lemonldap-ng/conf/lmConf-1.json';
const PLACKUP = '/usr/bin/plackup';

/** An account of the packaged Demo authentication. */
export interface LemonLdapUser {
  username: string;
  password: string;
  email: string;
}
export const lemonLdapAccounts = {
  doctor: { username: 'dwho', password: 'dwho', email: 'dwho@badwolf.org' },
} satisfies Record<string, LemonLdapUser>;

export interface LemonLdapOptions {
  port: number;
  /** Labstock's PUBLIC_URL: the client's redirect and post-logout addresses are built from it. */
  appUrl: string;
  clientId: string;
}

export interface RunningLemonLdap {
  issuer: string;
  /** Where the portal writes its log; worth reading when a sign-in fails. */
  logFile: string;
  stop(): Promise<void>;
}

export async function startLemonLdap(options: LemonLdapOptions): Promise<RunningLemonLdap> {
  for (const file of [LEMONLDAP_PORTAL, PACKAGED_CONFIG, PLACKUP]) {
    if (!existsSync(file)) {
      throw new Error(`LemonLDAP::NG is not installed (${file}): apt-get install -y liblemonldap-ng-portal-perl`);
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'labstock-lemonldap-'));
  const issuer = `http://localhost:${options.port}`;
  for (const folder of ['conf', 'sessions/lock', 'psessions/lock', 'cache']) {
    mkdirSync(path.join(dir, folder), { recursive: true });
  }
  writeFileSync(path.join(dir, 'conf/lmConf-1.json'), JSON.stringify(portalConfig(dir, issuer, options), null, 1));
  writeFileSync(path.join(dir, 'lemonldap-ng.ini'), iniFile(dir));
  const logFile = path.join(dir, 'portal.log');
  const log = openSync(logFile, 'a');
  const portal: ChildProcess = spawn(PLACKUP, ['--listen', `127.0.0.1:${options.port}`, LEMONLDAP_PORTAL], {
    cwd: path.dirname(LEMONLDAP_PORTAL),
    stdio: ['ignore', log, log],
    env: { ...process.env, LLNG_DEFAULTCONFFILE: path.join(dir, 'lemonldap-ng.ini') },
  });
  closeSync(log);
  const stop = async () => {
    await stopProcess(portal);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${issuer}/.well-known/openid-configuration`, portal, 60);
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    await stop();
    throw new Error(`LemonLDAP::NG did not start: ${String(error)}\n${tail}`);
  }
  return { issuer, logFile, stop };
}

/** The packaged configuration, kept in `dir`, as an OpenID Connect issuer at `issuer` for Labstock. */
function portalConfig(dir: string, issuer: string, { appUrl, clientId }: LemonLdapOptions) {
  const packaged = JSON.parse(readFileSync(PACKAGED_CONFIG, 'utf8')) as Record<string, unknown>;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    ...packaged,
    portal: `${issuer}/`,
    domain: 'localhost',
    // The sample applications and their rules are for the packaged virtual hosts, which this setup has none of.
    applicationList: {},
    locationRules: {},
    exportedHeaders: {},
    reloadUrls: {},
    // Self-registration and notifications would want an SMTP server, their captchas ImageMagick.
    registerDB: 'Null',
    notification: 0,
    captcha_register_enabled: 0,
    captcha_mail_enabled: 0,
    globalStorageOptions: { Directory: `${dir}/sessions`, LockDirectory: `${dir}/sessions/lock` },
    persistentStorageOptions: { Directory: `${dir}/psessions`, LockDirectory: `${dir}/psessions/lock` },
    localSessionStorageOptions: { cache_root: `${dir}/cache`, cache_depth: 3, default_expires_in: 600 },
    issuerDBOpenIDConnectActivation: 1,
    oidcServiceMetaDataIssuer: issuer,
    oidcServicePrivateKeySig: privateKey,
    oidcServicePublicKeySig: publicKey,
    oidcServiceKeyIdSig: 'labstock-e2e',
    oidcRPMetaDataOptions: {
      labstock: {
        oidcRPMetaDataOptionsClientID: clientId,
        oidcRPMetaDataOptionsPublic: 1,
        oidcRPMetaDataOptionsRequirePKCE: 1,
        oidcRPMetaDataOptionsRedirectUris: `${appUrl}/login ${appUrl}/blank.html`,
        oidcRPMetaDataOptionsPostLogoutRedirectUris: `${appUrl}/login`,
        oidcRPMetaDataOptionsBypassConsent: 1,
        oidcRPMetaDataOptionsIDTokenSignAlg: 'RS256',
        // The API reads the user from the access token: a JWT carrying the claims.
        oidcRPMetaDataOptionsAccessTokenJWT: 1,
        oidcRPMetaDataOptionsAccessTokenSignAlg: 'RS256',
        oidcRPMetaDataOptionsAccessTokenClaims: 1,
      },
    },
    oidcRPMetaDataExportedVars: { labstock: { preferred_username: 'uid', name: 'cn', email: 'mail' } },
  };
}

function iniFile(dir: string): string {
  return `[all]
logLevel = warn
[configuration]
type = File
dirName = ${dir}/conf
[portal]
staticPrefix = /static
templateDir = /usr/share/lemonldap-ng/portal/templates
languages = en
`;
}
