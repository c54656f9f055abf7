import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES } from '@labstock/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, ServiceError } from '../../lib/errors.js';
import { multipartMessages, multipartProblem } from '../../lib/multipart-problem.js';
import { importMessages } from './csv-import.messages.js';

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
    throw new ServiceError(415, 'Unsupported Media Type', importMessages.notMultipart);
  }
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      // Other form fields carry nothing the import reads.
      if (part.type !== 'file') continue;
      if (part.fieldname.toLowerCase() !== IMPORT_FILE_FIELD.toLowerCase()) {
        part.file.resume();
        throw badRequest(multipartMessages.fileInWrongField(IMPORT_FILE_FIELD, part.fieldname));
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    throw multipartProblem(error, {
      fileTooLarge: importMessages.fileTooLarge,
      tooManyFiles: importMessages.severalFiles,
    });
  }
  if (!file?.length) {
    throw badRequest(importMessages.noFile, fileErrors(importMessages.noFile));
  }
  return decodeText(file);
}

function decodeText(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw badRequest(importMessages.notUtf8, fileErrors(importMessages.notUtf8));
  }
  // PostgreSQL text cannot hold NUL, and no spreadsheet writes one: this is not a CSV file.
  if (text.includes('\0')) {
    throw badRequest(importMessages.notText, fileErrors(importMessages.notText));
  }
  return text;
}
