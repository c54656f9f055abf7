/**
 * Whether a browser shows a document, served from `documentUrl` with these response headers, in a frame of a page at
 * `embedderOrigin`: CSP `frame-ancestors` (every enforced policy must allow the embedder) and, without it,
 * `X-Frame-Options`, as Chromium and Firefox decide. Report-only policies block nothing and are not read.
 */
export function mayBeFramedBy(headers: Headers, documentUrl: URL, embedderOrigin: string): boolean {
  const embedder = new URL(embedderOrigin);
  const ancestorLists = (headers.get('content-security-policy') ?? '')
    .split(',') // several headers (or policies) arrive joined by commas
    .map(frameAncestorsOf)
    .filter((sources) => sources !== undefined);
  if (ancestorLists.length > 0) {
    return ancestorLists.every((sources) => sources.some((source) => sourceMatches(source, embedder, documentUrl)));
  }
  // X-Frame-Options counts only without frame-ancestors; ALLOW-FROM and other values are ignored by browsers.
  const frameOptions = (headers.get('x-frame-options') ?? '').split(',').map((value) => value.trim().toLowerCase());
  if (frameOptions.includes('deny')) return false;
  if (frameOptions.includes('sameorigin')) return embedder.origin === documentUrl.origin;
  return true;
}

/** The sources of the policy's frame-ancestors directive (the first one counts); undefined without one. */
function frameAncestorsOf(policy: string): string[] | undefined {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources.map((source) => source.toLowerCase());
  }
  return undefined;
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** CSP source matching (scheme, host with `*.` wildcard, port) of an ancestor's origin; 'none' matches nothing. */
function sourceMatches(source: string, embedder: URL, documentUrl: URL): boolean {
  if (source === "'none'") return false;
  if (source === "'self'") return embedder.origin === documentUrl.origin;
  if (source === '*') return true;
  const schemeOnly = /^([a-z][a-z0-9+.-]*):$/.exec(source);
  if (schemeOnly) return schemeAllows(`${schemeOnly[1]}:`, embedder.protocol);
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\*|\d+))?(?:\/.*)?$/.exec(source);
  if (!host) return false; // a keyword or an expression frame-ancestors does not know
  const [, scheme, hostPattern = '', port] = host;
  if (!schemeAllows(scheme ? `${scheme}:` : documentUrl.protocol, embedder.protocol)) return false;
  const embedderHost = embedder.hostname.toLowerCase();
  const hostMatches = hostPattern.startsWith('*')
    ? embedderHost.endsWith(hostPattern.slice(1))
    : embedderHost === hostPattern;
  if (!hostMatches) return false;
  const embedderPort = embedder.port || defaultPorts[embedder.protocol];
  if (port === '*') return true;
  // Without a port the scheme's default is meant; 80 allows https's 443 too (CSP's upgrade rule).
  if (!port) return embedder.port === '';
  return port === embedderPort || (port === '80' && embedderPort === '443');
}

/** A source's scheme allows the embedder's own, and http allows https too. */
function schemeAllows(sourceScheme: string, embedderScheme: string): boolean {
  return sourceScheme === embedderScheme || (sourceScheme === 'http:' && embedderScheme === 'https:');
}
