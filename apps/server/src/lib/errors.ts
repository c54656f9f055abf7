/** Errors a service throws; the error plugin turns each into an RFC 9457 problem answer. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'ServiceError';
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new ServiceError(400, 'Bad Request', detail, errors);
export const unauthorized = (detail = 'A valid access token is required.') =>
  new ServiceError(401, 'Unauthorized', detail);
export const forbidden = (detail = 'You do not have permission to do this.') =>
  new ServiceError(403, 'Forbidden', detail);
export const notFound = (detail: string) => new ServiceError(404, 'Not Found', detail);
export const conflict = (detail: string) => new ServiceError(409, 'Conflict', detail);
export const payloadTooLarge = (detail: string) => new ServiceError(413, 'Payload Too Large', detail);
export const tooManyRequests = (detail: string) => new ServiceError(429, 'Too Many Requests', detail);
