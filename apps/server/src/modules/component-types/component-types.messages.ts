import {
  COMPONENT_TYPE_IMAGE_MAX_BYTES,
  COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS,
  ComponentTypeKind,
  componentTypeFormFields as F,
} from '@labstock/shared';

/** What the catalogue module answers when it refuses a request or a form field. */
export const componentTypeMessages = {
  notFound: (id: number) => `Component type ${id} was not found.`,
  noImage: (id: number) => `Component type ${id} has no image.`,
  inUse: (name: string, inUse: number) =>
    `Component type "${name}" cannot be deleted: ${inUse} of its components are reserved or on loan.`,
  booked: (name: string, bookings: number) =>
    `Component type "${name}" cannot be deleted: it is booked ahead (${bookings} booking(s) not yet collected). Cancel the bookings first.`,
  // A change of kind (LAB.md "Consumables"): lent units and stock are never turned into one another.
  consumableWithComponents: (name: string, units: number) =>
    `Component type "${name}" cannot become a consumable: it has ${units} component(s). A consumable has no numbered components; delete them first, or add the consumable as a new type.`,
  consumableWhileBooked: (name: string, bookings: number) =>
    `Component type "${name}" cannot become a consumable: it is booked ahead (${bookings} booking(s) not yet collected). Cancel the bookings first.`,
  consumableWhileWaitedFor: (name: string) =>
    `Component type "${name}" cannot become a consumable: loaners are on its waiting list. Remove them from it first.`,
  unitWithStock: (name: string) =>
    `Component type "${name}" cannot become a lent type: it has stock and stock movements, which a lent type does not have. Add the lent units as a new type.`,
  categoryMissing: (categoryId: number) => `Category ${categoryId} does not exist`,
  categoriesFilter: 'Must be a JSON array of category ids, e.g. [1,4]',
} as const;

/** The ComponentTypes form's answers: the multipart body and each field. */
export const formMessages = {
  required: (field: string) => `${field} is required`,
  atMostCharacters: (max: number) => `At most ${max} characters`,
  status: `${F.status} must be 0 (Available) or 1 (ReservedAdmin)`,
  categoryIds: `${F.selectedCategories} must hold category ids`,
  noCategory: 'Select at least one category',
  atMostCategories: (max: number) => `At most ${max} categories`,
  qualificationIds: `${F.requiredQualifications} must hold qualification ids`,
  atMostQualifications: (max: number) => `At most ${max} required qualifications`,
  componentTypeId: `${F.componentTypeId} must be a component type id`,
  kind: `${F.kind} must be ${ComponentTypeKind.Unit} or ${ComponentTypeKind.Consumable}`,
  stockUnitRequired: (field: string) =>
    `${field} is required for a consumable: the unit its stock is counted in (pcs, m, g …)`,
  selfService: `${F.selfService} must be true or false`,
  notMultipart: 'Send the component type as multipart/form-data.',
  fieldTooLong: (field: string) => `${field} is too long.`,
  valueTooLong: 'The value is too long',
  imageTooLarge: `The image must not be larger than ${COMPONENT_TYPE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  severalImages: `Send at most one ${F.imageFile}.`,
  invalid: (summary: string) => `The component type form is invalid. ${summary}`,
} as const;

/** The uploaded image's answers. */
export const imageMessages = {
  notAnImage: 'The image must be a JPEG, PNG or WebP file.',
  tooManyPixels: COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS,
  unreadable: 'The image file is damaged or incomplete.',
} as const;
