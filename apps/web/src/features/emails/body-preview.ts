import { EMAIL_BODY_PREVIEW_LENGTH } from '@labstock/shared';

/** The log's body cut to 20 characters plus '...' (spec §2); a shorter body is shown whole. */
export function bodyPreview(body: string): string {
  return body.length > EMAIL_BODY_PREVIEW_LENGTH ? `${body.slice(0, EMAIL_BODY_PREVIEW_LENGTH)}...` : body;
}
