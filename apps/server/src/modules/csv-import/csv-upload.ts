import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES } from '@labstock/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, ServiceError } from '../../lib/errors.js';

/** Bounds for @fastify/multipart: one CSV file and nothing else worth reading. */
export const importMultipartLimits: FastifyMultipartBaseOptions['limits'] = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1000,
  fieldNameSize: 100,
  parts: 11,
  headerPairs: 50,
};

const fileErrors = (message: string) => ({ [IMPORT_FILE_FIELD]: [message] });

/** The text of the uploaded CSV file: UTF-8 (as Excel's "CSV UTF-8" saves it), at most IMPORT_MAX_BYTES. */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    throw new ServiceError(
      415,
      'Unsupported Media Type',
      `Send the CSV file as multipart/form-data in the ${IMPORT_FILE_FIELD} field.`,
    );
  }
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      // Other form fields carry nothing the import reads.
      if (part.type !== 'file') continue;
      if (part.fieldname.toLowerCase() !== IMPORT_FILE_FIELD.toLowerCase()) {
        part.file.resume();
        throw badRequest(`Only ${IMPORT_FILE_FIELD} may carry a file, not "${part.fieldname}".`);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    throw uploadProblem(error);
  }
  if (!file?.length) {
    const message = 'Choose a CSV file to import.';
    throw badRequest(message, fileErrors(message));
  }
  return decodeText(file);
}

function decodeText(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    const message = 'The file is not UTF-8 text: save it as "CSV UTF-8".';
    throw badRequest(message, fileErrors(message));
  }
  // PostgreSQL text cannot hold NUL, and no spreadsheet writes one: this is not a CSV file.
  if (text.includes('\0')) {
    const message = 'The file is not a CSV text file.';
    throw badRequest(message, fileErrors(message));
  }
  return text;
}

/** Turns @fastify/multipart and busboy failures into problems a user can act on. */
function uploadProblem(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(`The file must not be larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
    case 'FST_FILES_LIMIT':
      return badRequest(`Send one file in ${IMPORT_FILE_FIELD}.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge('The form has too many fields.');
    default:
      return badRequest('The multipart form could not be read.');
  }
}
