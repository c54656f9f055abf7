/** An unsigned JWT with the given claims: the web app only reads tokens, the server verifies them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** Seconds since the epoch, `offsetSeconds` from now, as `exp` counts. */
export function epochSeconds(offsetSeconds: number): number {
  return Math.floor(Date.now() / 1000) + offsetSeconds;
}
