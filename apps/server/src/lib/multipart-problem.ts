import { badRequest, payloadTooLarge, ServiceError } from './errors.js';

/** What every multipart form answers alike when its upload is refused. */
export const multipartMessages = {
  fileInWrongField: (fileField: string, field: string) => `Only ${fileField} may carry a file, not "${field}".`,
  tooManyFields: 'The form has too many fields.',
  unreadable: 'The multipart form could not be read.',
} as const;

/**
 * Turns @fastify/multipart and busboy failures into problems a user can act on, worded by the form for its
 * file's limits; a ServiceError thrown while reading the parts passes through.
 */
export function multipartProblem(error: unknown, texts: { fileTooLarge: string; tooManyFiles: string }): ServiceError {
  if (error instanceof ServiceError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(texts.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(texts.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge(multipartMessages.tooManyFields);
    default:
      return badRequest(multipartMessages.unreadable);
  }
}
