import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import {
  COMPONENT_TYPE_IMAGE_MAX_BYTES,
  faultReportFormFields as F,
  FAULT_DESCRIPTION_MAX_LENGTH,
  faultReportRequest,
} from '@labstock/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import { multipartMessages, multipartProblem } from '../../lib/multipart-problem.js';
import { repairMessages } from './repairs.messages.js';

/** What POST Component/{id}/faults sends: JSON `{ description }`, or the form's Description and ImageFile. */
export interface FaultReportUpload {
  description: string;
  /** The photo as sent, or null when none was chosen. */
  imageFile: Buffer | null;
}

/** Bounds for @fastify/multipart: one photo and a description. */
export const faultReportMultipartLimits: FastifyMultipartBaseOptions['limits'] = {
  fileSize: COMPONENT_TYPE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  // In bytes: a character takes up to four.
  fieldSize: FAULT_DESCRIPTION_MAX_LENGTH * 4,
  fieldNameSize: 100,
  parts: 3,
  headerPairs: 50,
};

export async function readFaultReport(request: FastifyRequest): Promise<FaultReportUpload> {
  if (!request.isMultipart()) {
    return { description: validDescription(request.body, 'description'), imageFile: null };
  }
  let description: unknown;
  let imageFile: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        if (name !== F.imageFile.toLowerCase()) {
          part.file.resume();
          throw badRequest(multipartMessages.fileInWrongField(F.imageFile, part.fieldname));
        }
        const bytes = await part.toBuffer();
        // A file input left empty still sends an empty part.
        imageFile = bytes.length > 0 ? bytes : null;
      } else if (name === F.description.toLowerCase()) {
        if (part.valueTruncated)
          throw badRequest(repairMessages.descriptionTooLong, { [F.description]: [repairMessages.descriptionTooLong] });
        description = part.value;
      }
    }
  } catch (error) {
    throw multipartProblem(error, {
      fileTooLarge: repairMessages.imageTooLarge,
      tooManyFiles: repairMessages.severalImages,
    });
  }
  return { description: validDescription({ description }, F.description), imageFile };
}

/** The description, or a 400 naming the field as the request spelled it. */
function validDescription(body: unknown, field: string): string {
  const result = faultReportRequest.safeParse(body ?? {});
  if (result.success) return result.data.description;
  const messages = result.error.issues.map((issue) => issue.message);
  throw badRequest(repairMessages.invalidReport(`${field}: ${messages.join(', ')}`), { [field]: messages });
}
