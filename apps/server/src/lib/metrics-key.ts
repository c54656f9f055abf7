import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request's X-Api-Key is the configured sensor key, compared in constant time (of equal-length digests),
 * so the time of a refusal tells nothing about how much of a guess was right.
 */
export function isMetricsKey(presented: string | string[] | undefined, configured: string | undefined): boolean {
  if (configured === undefined || typeof presented !== 'string') return false;
  return timingSafeEqual(digest(presented), digest(configured));
}
