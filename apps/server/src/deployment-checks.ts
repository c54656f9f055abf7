import type { Config } from './config.js';

/**
 * Settings a lab could deploy by mistake (docs/deployment.md, "What a deployment must set"; decision 014). The
 * server checks them at start: a refusal stops it, saying what to set; a warning is logged loudly. Only the server:
 * the command-line scripts (check-db, backup) sign nobody in and seed nothing. (APP_ENV=Production without
 * OIDC_ISSUER is refused by config.ts for every program.)
 */
export interface DeploymentCheck {
  refusals: string[];
  warnings: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** What Production must be given rather than left to a trial's default, and why (the production checklist). */
const REQUIRED_IN_PRODUCTION = {
  DATABASE_URL:
    "the embedded database is for a trial: it serves one process on this machine's disk; set a PostgreSQL server.",
  PUBLIC_URL:
    'the address users reach Labstock at (https://…): a page asked for at another address is sent there, and the ' +
    'sign-in and the calendar feeds link to it; unset, that is http://localhost.',
  JWT_SECRET:
    'the key product tokens are signed with (32+ random characters, the same for every replica); generated, it is ' +
    'kept in the database, so whoever holds a copy of the database could sign in as anyone.',
} as const;

export function checkDeployment(config: Config): DeploymentCheck {
  const production = config.APP_ENV === 'Production';
  const refusals: string[] = [];
  const warnings: string[] = [];

  if (production) {
    for (const name of Object.keys(REQUIRED_IN_PRODUCTION) as (keyof typeof REQUIRED_IN_PRODUCTION)[]) {
      if (!config[name]) refusals.push(`${name}: required with APP_ENV=Production: ${REQUIRED_IN_PRODUCTION[name]}`);
    }
  }

  if (production && config.SEED_DEMO === 'true') {
    refusals.push(
      'SEED_DEMO=true: the demo data and its Admin and Clerk accounts are never seeded with APP_ENV=Production; remove SEED_DEMO.',
    );
  } else if (config.seedDemo && !config.embeddedIdp) {
    warnings.push(
      `SEED_DEMO=true with OIDC_ISSUER: whoever signs in at ${config.issuer} as a demo account's AU id ` +
        '(au100001, au100002) gets its Admin or Clerk role.',
    );
  }

  if (config.OIDC_ISSUER) {
    if (config.DEV_SIGN_IN === 'true') {
      refusals.push('DEV_SIGN_IN=true: the development sign-in replaces OIDC_ISSUER; set only one of them.');
    }
  } else if (config.DEV_SIGN_IN === 'false') {
    refusals.push('OIDC_ISSUER: required with DEV_SIGN_IN=false: without it nobody can sign in.');
  } else if (config.DATABASE_URL && config.DEV_SIGN_IN !== 'true') {
    refusals.push(
      "OIDC_ISSUER: required with DATABASE_URL: set it to the organisation's OpenID Connect issuer, or set " +
        'DEV_SIGN_IN=true for a trial in which anyone may sign in as anyone.',
    );
  }

  if (config.embeddedIdp) {
    const reach = LOOPBACK_HOSTS.has(config.HOST)
      ? 'on this machine'
      : `from any machine that reaches ${config.HOST}:${config.PORT}`;
    warnings.push(
      `The development sign-in is on: anyone ${reach} can sign in as anyone, an Admin included, without a ` +
        'password. Set OIDC_ISSUER before a lab uses Labstock.',
    );
  }
  return { refusals, warnings };
}
