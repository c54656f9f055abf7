import { z } from 'zod';
import { MAX_COMPONENTS_ADDED_AT_ONCE } from '../constants.js';
import { ComponentStatus, ComponentTypeKind, ComponentTypeStatus } from '../enums.js';
import { databaseId, MAX_ROW_ID, pagedQuery, rowId, storableText } from './common.js';
import { requiredQualification } from './qualification.js';

/** A category as a type names it. */
export const category = z.object({ categoryId: z.number().int(), name: z.string() });
export type Category = z.infer<typeof category>;

/** A category as the Category calls answer it: with the qualifications every type filed under it needs. */
export const categoryWithRequirements = category.extend({ requiredQualificationIds: z.array(z.number().int()) });
export type CategoryWithRequirements = z.infer<typeof categoryWithRequirements>;

export const categoryInput = z.object({
  categoryId: z.number().int().min(0).max(MAX_ROW_ID).default(0),
  name: storableText().trim().min(1, 'Name is required').max(100),
  /** The qualifications its types need; left out, a PUT keeps them and a POST sets none. */
  requiredQualificationIds: z.array(rowId).max(50).optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const componentStatus = z.union(
  Object.values(ComponentStatus).map((v) => z.literal(v)) as [
    z.ZodLiteral<ComponentStatus>,
    ...z.ZodLiteral<ComponentStatus>[],
  ],
);
export const componentTypeStatus = z.union([
  z.literal(ComponentTypeStatus.Available),
  z.literal(ComponentTypeStatus.ReservedAdmin),
]);

export const componentTypeKind = z.enum([ComponentTypeKind.Unit, ComponentTypeKind.Consumable]);

/** A consumable's stock unit (pcs, m, g …) has at most this many characters, as its column. */
export const STOCK_UNIT_MAX_LENGTH = 20;
/** The largest reorder level or reorder quantity a type takes. */
export const MAX_REORDER_FIGURE = 1_000_000_000;

export const componentType = z.object({
  componentTypeId: z.number().int(),
  componentName: z.string(),
  componentInfo: z.string().nullable(),
  location: z.string().nullable(),
  datasheet: z.string().nullable(),
  wikiLink: z.string().nullable(),
  manufacturer: z.string().nullable(),
  adminComment: z.string().nullable(),
  status: componentTypeStatus,
  imageUrl: z.string().nullable(),
  /** Base64 JPEG; only on the details call. */
  image: z.string().nullable().optional(),
  esimageId: z.number().int().nullable(),
  /** A lent type: the units a Loaner can reserve now; a consumable: its stock (quantityInStock). */
  numberOfAvailebleComponents: z.number().int(),
  categories: z.array(category),
  kind: componentTypeKind,
  /** A consumable's unit of stock (pcs, m, g); null for a lent type. */
  stockUnit: z.string().nullable(),
  /** A consumable's stock, the sum of its stock movements; 0 for a lent type. */
  quantityInStock: z.number().int(),
  reorderLevel: z.number().int().nullable(),
  reorderQuantity: z.number().int().nullable(),
  /** Whether a Loaner may record what they take of the consumable themselves; false for a lent type. */
  selfService: z.boolean(),
  /** A consumable at or below its reorder level. */
  lowStock: z.boolean(),
  /** Days from a unit's calibration to the day it falls due (LAB.md "Calibration"); null: not calibrated. */
  calibrationIntervalDays: z.number().int().nullable(),
  /**
   * What a loaner needs to borrow it: its own and its categories' qualifications, each with whether the caller
   * holds it valid on the lab's today and until when.
   */
  requiredQualifications: z.array(requiredQualification),
});
export type ComponentType = z.infer<typeof componentType>;

export const componentTypeListQuery = pagedQuery.extend({
  /** JSON array of category ids; a type matches when it has any of them. */
  categoriesFilterAsJson: z.string().max(2000).optional(),
});

/** Who holds it is null for a Loaner looking at another loaner's loan (spec §6: their own loans only). */
export const currentLoanSummary = z.object({
  loanId: z.number().int(),
  loanerId: z.number().int().nullable(),
  loanerName: z.string().nullable(),
  auId: z.string().nullable(),
  loanDate: z.string(),
  returnDate: z.string(),
});

export const component = z.object({
  componentId: z.number().int(),
  componentTypeId: z.number().int(),
  componentNumber: z.number().int(),
  serialNo: z.string().nullable(),
  status: componentStatus,
  adminComment: z.string().nullable(),
  userComment: z.string().nullable(),
  currentLoanInformationId: z.number().int().nullable(),
  currentLoan: currentLoanSummary.nullable().optional(),
  /** Fault reports on the unit not yet settled: waiting for its hand-in, or on its open repair ticket. */
  openFaults: z.number().int(),
  /** yyyy-MM-dd of its latest calibration; null: never calibrated. */
  calibratedOn: z.string().nullable(),
  /** yyyy-MM-dd from which it is not lendable until calibrated again; null: its type has no interval, or never calibrated. */
  calibrationDueOn: z.string().nullable(),
});
export type Component = z.infer<typeof component>;

export const componentInput = z.object({
  componentId: z.number().int().min(0).max(MAX_ROW_ID).default(0),
  componentTypeId: rowId,
  componentNumber: z.number().int().min(1).max(1_000_000),
  serialNo: storableText().trim().max(100).nullish(),
  status: componentStatus.default(ComponentStatus.Available),
  adminComment: storableText().max(1000).nullish(),
  userComment: storableText().max(1000).nullish(),
});
export type ComponentInput = z.infer<typeof componentInput>;

export const componentListQuery = pagedQuery.extend({
  Id: databaseId,
  sortBy: z.enum(['default', 'status']).default('default'),
});

export const nextComponentNumberQuery = z.object({ componentTypeId: databaseId });
export const nextComponentNumber = z.object({ nextNumber: z.number().int() });
export type NextComponentNumber = z.infer<typeof nextComponentNumber>;

/** POST Component/Multiple: all or nothing. */
export const componentInputList = z.array(componentInput).min(1).max(MAX_COMPONENTS_ADDED_AT_ONCE);

/** The multipart field names of POST and PUT ComponentTypes (spec §7), as the form sends them. */
export const componentTypeFormFields = {
  componentTypeId: 'ComponentTypeId',
  componentName: 'ComponentName',
  status: 'Status',
  imageFile: 'ImageFile',
  selectedCategories: 'SelectedCategories',
  wikiLink: 'WikiLink',
  location: 'Location',
  componentInfo: 'ComponentInfo',
  datasheet: 'Datasheet',
  manufacturer: 'Manufacturer',
  adminComment: 'AdminComment',
  /** `Unit` (the default) or `Consumable`; a PUT without it keeps the type's kind. */
  kind: 'Kind',
  /** A consumable's: the stock unit (required), reorder level, reorder quantity, and self-service (true/false). */
  stockUnit: 'StockUnit',
  reorderLevel: 'ReorderLevel',
  reorderQuantity: 'ReorderQuantity',
  selfService: 'SelfService',
  /** A lent type's calibration interval in days (1 to MAX_CALIBRATION_INTERVAL_DAYS); empty: not calibrated. */
  calibrationIntervalDays: 'CalibrationIntervalDays',
  /** The type's own required qualifications (repeated ids); its categories' apply beside them. */
  requiredQualifications: 'RequiredQualifications',
} as const;

/** Image uploads: accepted formats (checked by content) and the largest file the server takes. */
export const COMPONENT_TYPE_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const COMPONENT_TYPE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have: a 24-megapixel phone or camera photo fits, and more only costs
 * seconds of decoding, which grow with the pixels, for a picture shown at most 800 pixels wide.
 */
export const COMPONENT_TYPE_IMAGE_MAX_PIXELS = 25_000_000;
/** The server's answer to an image with more pixels, which the web app shows in the user's language. */
export const COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS = `The image is too large: at most ${COMPONENT_TYPE_IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;
