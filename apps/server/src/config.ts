import { EnvironmentName } from '@labstock/shared';
import { z } from 'zod';
import { defaultPoolSettings, type PoolSettings } from './db/pool-settings.js';
import { isValidTimeZone } from './lib/lab-date.js';
import type { LogFormat } from './lib/log-format.js';
import { roleMapSetting } from './lib/role-map.js';
import { trustedProxiesSetting } from './lib/trusted-proxies.js';

/** Comma-separated list → trimmed, lower-cased entries. */
const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : [],
  );

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: loopback while the development sign-in is on (plainly a trial), else every interface. */
    HOST: z.string().optional(),
    /** The address users reach the app at; the embedded sign-in provider's issuer lives under it. */
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    /** The PostgreSQL pool's size and timeouts, in seconds (pool-settings.ts). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(defaultPoolSettings.size),
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(defaultPoolSettings.connectTimeoutSeconds),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(defaultPoolSettings.statementTimeoutSeconds),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(defaultPoolSettings.idleInTransactionTimeoutSeconds),
    DATA_DIR: z.string().default('./data'),
    OIDC_ISSUER: z.url().optional(),
    /** The password-less development sign-in beside DATABASE_URL ('true'), or never ('false'); deployment-checks.ts. */
    DEV_SIGN_IN: z.enum(['true', 'false']).optional(),
    OIDC_CLIENT_ID: z.string().default('labstock-web'),
    /** The audience the API requires in SSO access tokens (their `aud` claim). */
    OIDC_AUDIENCE: z.string().default('labstock-api'),
    /**
     * Sent by the web app as the RFC 8707 `resource` parameter, for issuers that pick the token's audience by it;
     * unset sends none (Entra ID v2 refuses one).
     */
    OIDC_RESOURCE: z.url().optional(),
    OIDC_SCOPE: z.string().default('openid profile email'),
    /** The access token claim that names the user (the AU id is its part before the @); no other claim is read. */
    OIDC_USERNAME_CLAIM: z.string().trim().min(1).default('preferred_username'),
    /** Set: only usernames of these domains (the part after the @) sign in. */
    OIDC_USERNAME_DOMAINS: csv.refine((domains) => domains.every((domain) => !domain.includes('@')), {
      error: 'OIDC_USERNAME_DOMAINS lists domains without the @, e.g. uni.example,post.uni.example',
    }),
    /**
     * The access token claim whose values give roles from the organisation (`groups`, `roles` …), mapped by
     * OIDC_ROLE_MAP at every sign-in; unset: no roles come from the organisation, and those it gave stay.
     */
    OIDC_ROLES_CLAIM: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().optional(),
    ),
    /** Which values of OIDC_ROLES_CLAIM give which role: `lab-clerks=Clerk,lab-admins=Admin` (role-map.ts). */
    OIDC_ROLE_MAP: roleMapSetting,
    /**
     * Whether the web app tries the silent sign-in in a hidden frame: 'auto' asks the issuer once whether its answer
     * may be framed (issuer-framing.ts); 'on' and 'off' decide without asking.
     */
    OIDC_SILENT_FRAME: z.enum(['auto', 'on', 'off']).default('auto'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    PRODUCT_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(8 * 60),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Labstock <labstock@localhost>'),
    APP_ENV: z.enum(EnvironmentName).default('Development'),
    BOOTSTRAP_ADMINS: csv,
    METRICS_API_KEY: z.string().min(1).optional(),
    /** The bearer token Prometheus scrapes `/metrics` with; unset or empty: only loopback clients may (auth.ts). */
    PROMETHEUS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'PROMETHEUS_TOKEN must be at least 16 characters').optional(),
    ),
    LAB_TIME_ZONE: z
      .string()
      .refine(isValidTimeZone, 'LAB_TIME_ZONE must be an IANA time zone such as Europe/Copenhagen')
      .default('Europe/Copenhagen'),
    /** Seed demo data into an empty database (default: on for a trial, the embedded database and sign-in). */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json` or `text` log lines; unset: text in Development, JSON otherwise. */
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    CORS_ORIGINS: csv,
    /** The reverse proxies whose X-Forwarded-For gives the client address (rate limits, logs); false: none. */
    TRUST_PROXY: trustedProxiesSetting,
    /** Requests per minute and client address to the token, register and sensor calls. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Lending writes per minute and signed-in user: reserve, book, join a waiting list, ask for an extension, … */
    LENDING_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Browse pages remembered per process until the catalogue changes (BrowseCache); 0 remembers none. */
    BROWSE_CACHE_PAGES: z.coerce.number().int().min(0).default(1000),
    JOBS: z.enum(['on', 'off']).default('on'),
    /** Seconds a stopping process has to finish its requests and jobs and close the database (server.ts). */
    SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** Days before a loan's return date that its loaner is reminded by e-mail; 0 turns the reminder off. */
    DUE_SOON_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(2),
    /** 'off', or the days between the automatic reminders of an overdue loan. */
    OVERDUE_REMINDER_SCHEDULE: z
      .union([z.literal('off'), z.coerce.number().int().min(1).max(365)], {
        error: "OVERDUE_REMINDER_SCHEDULE must be 'off' or a number of days from 1 to 365",
      })
      .default('off'),
  })
  .refine((env) => env.OIDC_ROLES_CLAIM || env.OIDC_ROLE_MAP.size === 0, {
    path: ['OIDC_ROLE_MAP'],
    message: 'OIDC_ROLE_MAP needs OIDC_ROLES_CLAIM, the access token claim whose values it maps, e.g. groups',
  })
  .refine((env) => env.APP_ENV !== 'Production' || env.OIDC_ISSUER, {
    path: ['OIDC_ISSUER'],
    message: 'required with APP_ENV=Production: the embedded development sign-in lets anyone sign in as anyone',
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'HOST'> {
  HOST: string;
  publicUrl: string;
  /** True when no OIDC issuer is configured and the embedded development provider signs users in. */
  embeddedIdp: boolean;
  issuer: string;
  seedDemo: boolean;
  databasePool: PoolSettings;
  logFormat: LogFormat;
}

/** Parses the environment once at boot and fails fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const embeddedIdp = !env.OIDC_ISSUER;
  return {
    ...env,
    // An empty HOST (HOST= in an env file) counts as unset, not as every interface.
    HOST: env.HOST || (embeddedIdp ? 'localhost' : '0.0.0.0'),
    publicUrl,
    embeddedIdp,
    issuer: env.OIDC_ISSUER ?? `${publicUrl}/idp`,
    // Never in Production: the demo's Admin and Clerk are AU ids a real user may have.
    seedDemo:
      env.APP_ENV !== 'Production' && (env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL && embeddedIdp),
    logFormat: env.LOG_FORMAT ?? (env.APP_ENV === 'Development' ? 'text' : 'json'),
    databasePool: {
      size: env.DATABASE_POOL_SIZE,
      connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementTimeoutSeconds: env.DATABASE_STATEMENT_TIMEOUT_SECONDS,
      idleInTransactionTimeoutSeconds: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS,
    },
  };
}
