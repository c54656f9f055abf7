import net from 'node:net';
import { z } from 'zod';

/** The address ranges Fastify's proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const refusedTrustAll =
  'true would believe an X-Forwarded-For from anyone, so a client could choose its own address and escape the rate ' +
  'limits; set the reverse proxy addresses instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24,loopback';
// Fastify ignores a hop count (it cannot tell a proxy from a client connecting directly), so one would silently do nothing.
const refusedHopCount =
  'a number of proxy hops cannot tell the proxy from a client that connects directly; set the reverse proxy ' +
  'addresses instead, e.g. TRUST_PROXY=10.0.0.5';

/** Why the TRUST_PROXY entries cannot be used, or undefined when they can. */
function problemWith(entries: string[]): string | undefined {
  if (entries.includes('true')) return refusedTrustAll;
  if (entries.some((entry) => /^\d+$/.test(entry))) return refusedHopCount;
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return undefined;
  return wrong
    .map((entry) => `"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`)
    .join('; ');
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For (and -Proto, -Host) Labstock believes, as addresses,
 * CIDR ranges or proxy-addr's names; `false` or unset: none. The client address is then the rightmost address
 * in X-Forwarded-For that is not one of these proxies, so what a client writes in the header itself is ignored.
 */
export const trustedProxiesSetting = z
  .string()
  .default('false')
  .transform((value, context): string[] | false => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
    const problem = problemWith(entries);
    if (!problem) return entries;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
