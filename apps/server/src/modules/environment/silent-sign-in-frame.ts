import type { Config } from '../../config.js';
import { webBlankPageUri, webClientSettings } from '../../idp/client-settings.js';
import { mayBeFramedBy } from '../../lib/frame-ancestors.js';

/** Where the answer is told to the operator (the app's logger). */
interface ProbeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const PROBE_TIMEOUT_MS = 3000;
/** How long an answer holds: a provider's headers change seldom, and a restart is not needed to notice. */
const KNOWN_FOR_MS = 60 * 60 * 1000;
/** A probe that failed is repeated this much later; meanwhile the frame is tried, as the web app always did. */
const RETRY_AFTER_MS = 60 * 1000;
/** A provider sends its login page through a few redirects at most. */
const MAX_REDIRECTS = 5;

/**
 * Whether the web app's silent sign-in may use a hidden frame (GET /api/auth/config). A provider that forbids
 * framing its pages (CSP frame-ancestors, X-Frame-Options, as LemonLDAP::NG does) and answers a silent request
 * with its login page rather than a redirect back leaves the frame blank: no answer ever comes, and the sign-in
 * would wait for oidc-client-ts's 10 s timeout before the popup. OIDC_SILENT_FRAME=auto asks the issuer, as the
 * frame would, without a session: the answer is framable when it redirects back to Labstock or its headers allow
 * Labstock's origin. 'on' and 'off' decide without asking.
 */
export function silentSignInFrame(config: Config, log: ProbeLog): () => Promise<boolean> {
  if (config.OIDC_SILENT_FRAME !== 'auto') {
    const decided = config.OIDC_SILENT_FRAME === 'on';
    return async () => decided;
  }
  // The development provider answers a silent request by redirecting back, which a frame always shows.
  if (config.embeddedIdp) return async () => true;

  let known: { answer: Promise<boolean>; until: number } | undefined;
  return () => {
    const now = Date.now();
    if (!known || known.until <= now) {
      const answer = probeSilentAnswer(config).then(
        (framable) => {
          if (!framable)
            log.info({ issuer: config.issuer }, 'the issuer forbids framing: silent sign-in skips the frame');
          return framable;
        },
        (error: unknown) => {
          log.warn({ err: error, issuer: config.issuer }, 'could not ask the issuer whether it may be framed');
          if (known?.answer === answer) known.until = Date.now() + RETRY_AFTER_MS;
          return true;
        },
      );
      known = { answer, until: now + KNOWN_FOR_MS };
    }
    return known.answer;
  };
}

/** Sends the silent sign-in's authorization request (prompt=none, no session) and reads what a frame would show. */
async function probeSilentAnswer(config: Config): Promise<boolean> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const discovery = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal });
  if (!discovery.ok) throw new Error(`discovery answered HTTP ${discovery.status}`);
  const { authorization_endpoint } = (await discovery.json()) as { authorization_endpoint?: unknown };
  if (typeof authorization_endpoint !== 'string') throw new Error('discovery names no authorization_endpoint');

  const silentReturn = new URL(webBlankPageUri(config));
  let url = silentAuthorizationRequest(new URL(authorization_endpoint), config, silentReturn);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: 'manual', signal });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      return mayBeFramedBy(response.headers, url, silentReturn.origin);
    }
    // Browsers read a redirect's own framing headers not at all: only the page it leads to counts.
    url = new URL(location, url);
    if (url.origin === silentReturn.origin && url.pathname === silentReturn.pathname) return true;
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects`);
}

/** The request oidc-client-ts's silent sign-in sends, with throw-away state, nonce and PKCE challenge. */
function silentAuthorizationRequest(endpoint: URL, config: Config, silentReturn: URL): URL {
  const { clientId, scope, resource } = webClientSettings(config);
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const params = {
    client_id: clientId,
    redirect_uri: silentReturn.href,
    response_type: 'code',
    scope,
    prompt: 'none',
    state: random(),
    nonce: random(),
    code_challenge: random(),
    code_challenge_method: 'S256',
    ...(resource ? { resource } : {}),
  };
  for (const [name, value] of Object.entries(params)) endpoint.searchParams.set(name, value);
  return endpoint;
}
