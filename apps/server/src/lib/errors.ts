import { SsoRefusal, type SsoRefusalAnswer, ssoRefusalDetail, ssoRefusalType } from '@labstock/shared';

/** Errors a service throws; the error plugin turns each into an RFC 9457 problem answer. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: Record<string, string[]>,
    /** The problem type URI, when the client words its own message from it. */
    readonly type?: string,
    /** Members the problem carries beyond the standard ones (e.g. the components that stop a batch hand-out). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'ServiceError';
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new ServiceError(400, 'Bad Request', detail, errors);
export const unauthorized = (detail = 'A valid access token is required.') =>
  new ServiceError(401, 'Unauthorized', detail);
/**
 * A refused single sign-on token: 503 when the issuer could not be asked, otherwise 401. The problem also carries
 * what the answer names (the username's claim and domain), for the web app to word it in the user's language.
 */
export function ssoTokenRefused(answer: SsoRefusalAnswer): ServiceError {
  const { reason, ...names } = answer;
  const [status, title] =
    reason === SsoRefusal.IssuerUnreachable ? [503, 'Service Unavailable'] : [401, 'Unauthorized'];
  return new ServiceError(status, title, ssoRefusalDetail(answer), undefined, ssoRefusalType(reason), names);
}
export const forbidden = (detail = 'You do not have permission to do this.') =>
  new ServiceError(403, 'Forbidden', detail);
export const notFound = (detail: string) => new ServiceError(404, 'Not Found', detail);
export const conflict = (detail: string, extensions?: Record<string, unknown>) =>
  new ServiceError(409, 'Conflict', detail, undefined, undefined, extensions);
export const payloadTooLarge = (detail: string) => new ServiceError(413, 'Payload Too Large', detail);
export const tooManyRequests = (detail: string) => new ServiceError(429, 'Too Many Requests', detail);
