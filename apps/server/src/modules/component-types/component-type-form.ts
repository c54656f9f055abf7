import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import {
  COMPONENT_TYPE_IMAGE_MAX_BYTES,
  ComponentTypeKind,
  type ComponentTypeStatus,
  componentTypeFormFields as F,
  idText,
  isWebAddress,
  MAX_CALIBRATION_INTERVAL_DAYS,
  MAX_REORDER_FIGURE,
  STOCK_UNIT_MAX_LENGTH,
  storableText,
  WEB_ADDRESS_MESSAGE,
  wholeNumberText,
} from '@labstock/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, ServiceError } from '../../lib/errors.js';
import { multipartMessages, multipartProblem } from '../../lib/multipart-problem.js';
import { formMessages } from './component-types.messages.js';

/** What a POST or PUT ComponentTypes form says, in the service's terms. */
export interface ComponentTypeFields {
  name: string;
  status: ComponentTypeStatus;
  categoryIds: number[];
  info: string | null;
  location: string | null;
  datasheet: string | null;
  wikiLink: string | null;
  manufacturer: string | null;
  adminComment: string | null;
  /** Unit or Consumable; undefined when a PUT leaves it out, which keeps the type's kind. */
  kind: ComponentTypeKind | undefined;
  stock: StockSettings;
  /** Days from a unit's calibration to its due day; null: not calibrated (always for a consumable). */
  calibrationIntervalDays: number | null;
  /** The type's own required qualifications (its categories' apply beside them); none sent: none. */
  requiredQualificationIds: number[];
}

/** A consumable's stock settings as sent; the stock itself is never sent (stock movements set it). */
export interface StockSettings {
  stockUnit: string | null;
  reorderLevel: number | null;
  reorderQuantity: number | null;
  selfService: boolean;
}

const noStockSettings: StockSettings = {
  stockUnit: null,
  reorderLevel: null,
  reorderQuantity: null,
  selfService: false,
};

/**
 * What a type of this kind stores of the stock settings sent (the form's and the CSV import's rule): a lent type
 * none, whatever was sent; a consumable what was sent, or undefined when its stock unit is missing.
 */
export function storedStockSettings(kind: ComponentTypeKind, sent: StockSettings): StockSettings | undefined {
  if (kind === ComponentTypeKind.Unit) return noStockSettings;
  return sent.stockUnit === null ? undefined : sent;
}

export interface ComponentTypeUpload {
  fields: ComponentTypeFields;
  /** The uploaded file as sent, or null when none was chosen (PUT then keeps the old image). */
  imageFile: Buffer | null;
}

const MAX_CATEGORIES = 50;
const MAX_REQUIRED_QUALIFICATIONS = 50;

/** Bounds for @fastify/multipart: one image, a form's worth of short fields. */
export const componentTypeMultipartLimits: FastifyMultipartBaseOptions['limits'] = {
  fileSize: COMPONENT_TYPE_IMAGE_MAX_BYTES,
  files: 1,
  fields: MAX_CATEGORIES + MAX_REQUIRED_QUALIFICATIONS + 20,
  fieldSize: 20_000,
  fieldNameSize: 100,
  parts: MAX_CATEGORIES + MAX_REQUIRED_QUALIFICATIONS + 21,
  headerPairs: 50,
};

const required = (field: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? formMessages.required(field) : undefined),
});
const optionalText = (max: number) =>
  storableText()
    .trim()
    .max(max, formMessages.atMostCharacters(max))
    .optional()
    .transform((value) => value || null);
/** A link (wiki, datasheet): empty, or an http(s) address. */
const optionalLink = (max: number) =>
  optionalText(max).refine((value) => value === null || isWebAddress(value), WEB_ADDRESS_MESSAGE);
/** A whole number from `min`, or null when the field is absent or left empty. */
const optionalFigure = (min: number) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(wholeNumberText(min, MAX_REORDER_FIGURE).optional())
    .transform((value) => value ?? null);
/** Days from a unit's calibration to its due day, or null when the field is absent or left empty. */
const optionalInterval = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .pipe(wholeNumberText(1, MAX_CALIBRATION_INTERVAL_DAYS).optional())
  .transform((value) => value ?? null);
/** A form value that must name a database row. */
const databaseId = (field: string, message: string) => z.string(required(field)).pipe(idText(message));

const formShape = {
  [F.componentName]: storableText(required(F.componentName))
    .trim()
    .min(1, formMessages.required(F.componentName))
    .max(200, formMessages.atMostCharacters(200)),
  [F.status]: z.enum(['0', '1'], { error: formMessages.status }),
  [F.selectedCategories]: z
    .array(databaseId(F.selectedCategories, formMessages.categoryIds))
    .min(1, formMessages.noCategory)
    .max(MAX_CATEGORIES, formMessages.atMostCategories(MAX_CATEGORIES)),
  [F.componentInfo]: optionalText(10_000),
  [F.location]: optionalText(200),
  [F.datasheet]: optionalLink(1000),
  [F.wikiLink]: optionalLink(1000),
  [F.manufacturer]: optionalText(200),
  [F.adminComment]: optionalText(5000),
  // Left empty, as a form's untouched choice may send them, Kind and SelfService are not sent.
  [F.kind]: z
    .enum([ComponentTypeKind.Unit, ComponentTypeKind.Consumable, ''], { error: formMessages.kind })
    .optional()
    .transform((kind) => kind || undefined),
  [F.stockUnit]: optionalText(STOCK_UNIT_MAX_LENGTH),
  [F.reorderLevel]: optionalFigure(0),
  [F.reorderQuantity]: optionalFigure(1),
  [F.selfService]: z.enum(['true', 'false', ''], { error: formMessages.selfService }).optional(),
  [F.calibrationIntervalDays]: optionalInterval,
  [F.requiredQualifications]: z
    .array(databaseId(F.requiredQualifications, formMessages.qualificationIds))
    .max(MAX_REQUIRED_QUALIFICATIONS, formMessages.atMostQualifications(MAX_REQUIRED_QUALIFICATIONS)),
};

function toFields(form: z.infer<z.ZodObject<typeof formShape>>): ComponentTypeFields {
  return {
    name: form[F.componentName],
    status: Number(form[F.status]) as ComponentTypeStatus,
    categoryIds: [...new Set(form[F.selectedCategories])],
    info: form[F.componentInfo],
    location: form[F.location],
    datasheet: form[F.datasheet],
    wikiLink: form[F.wikiLink],
    manufacturer: form[F.manufacturer],
    adminComment: form[F.adminComment],
    kind: form[F.kind],
    stock: {
      stockUnit: form[F.stockUnit],
      reorderLevel: form[F.reorderLevel],
      reorderQuantity: form[F.reorderQuantity],
      selfService: form[F.selfService] === 'true',
    },
    calibrationIntervalDays: form[F.calibrationIntervalDays],
    requiredQualificationIds: [...new Set(form[F.requiredQualifications])],
  };
}

const createForm = z.object(formShape).transform((form) => ({ fields: toFields(form) }));
const updateForm = z
  .object({
    ...formShape,
    [F.componentTypeId]: databaseId(F.componentTypeId, formMessages.componentTypeId),
  })
  .transform((form) => ({ componentTypeId: form[F.componentTypeId], fields: toFields(form) }));

/** Field names as the spec spells them, found whatever case a client sends. */
const canonicalNames = new Map(Object.values(F).map((name) => [name.toLowerCase(), name]));
const repeatedFields: ReadonlySet<string> = new Set([F.selectedCategories, F.requiredQualifications]);

/** Reads and validates the multipart form of POST ComponentTypes. */
export async function readCreateForm(request: FastifyRequest): Promise<ComponentTypeUpload> {
  const { values, imageFile } = await readParts(request);
  return { ...validate(createForm, values), imageFile };
}

/** Reads and validates the multipart form of PUT ComponentTypes: the create fields plus ComponentTypeId. */
export async function readUpdateForm(
  request: FastifyRequest,
): Promise<ComponentTypeUpload & { componentTypeId: number }> {
  const { values, imageFile } = await readParts(request);
  return { ...validate(updateForm, values), imageFile };
}

async function readParts(
  request: FastifyRequest,
): Promise<{ values: Record<string, unknown>; imageFile: Buffer | null }> {
  if (!request.isMultipart()) {
    throw new ServiceError(415, 'Unsupported Media Type', formMessages.notMultipart);
  }
  const values: Record<string, unknown> = Object.fromEntries([...repeatedFields].map((field) => [field, []]));
  let imageFile: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      const name = canonicalNames.get(part.fieldname.toLowerCase());
      if (part.type === 'file') {
        if (name !== F.imageFile) {
          part.file.resume();
          throw badRequest(multipartMessages.fileInWrongField(F.imageFile, part.fieldname));
        }
        const bytes = await part.toBuffer();
        // A file input left empty still sends an empty part.
        imageFile = bytes.length > 0 ? bytes : null;
      } else if (name) {
        if (part.valueTruncated)
          throw badRequest(formMessages.fieldTooLong(name), { [name]: [formMessages.valueTooLong] });
        const value = String(part.value);
        if (repeatedFields.has(name)) (values[name] as string[]).push(value);
        else values[name] = value;
      }
    }
  } catch (error) {
    throw multipartProblem(error, {
      fileTooLarge: formMessages.imageTooLarge,
      tooManyFiles: formMessages.severalImages,
    });
  }
  return { values, imageFile };
}

function validate<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw invalidForm(errors);
}

/** The 400 of a form with these messages per field, each also in the detail. */
export function invalidForm(errors: Record<string, string[]>): ServiceError {
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return badRequest(formMessages.invalid(summary), errors);
}
