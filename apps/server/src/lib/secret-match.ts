import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a presented credential (the sensor's X-Api-Key, Prometheus's bearer token) is the configured secret,
 * compared in constant time (of equal-length digests), so the time of a refusal tells nothing about how much of a
 * guess was right. Never when no secret is configured.
 */
export function matchesSecret(
  presented: string | string[] | null | undefined,
  configured: string | undefined,
): boolean {
  if (configured === undefined || typeof presented !== 'string') return false;
  return timingSafeEqual(digest(presented), digest(configured));
}
