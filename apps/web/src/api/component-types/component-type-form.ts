import {
  COMPONENT_TYPE_IMAGE_MAX_BYTES,
  COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS,
  type ComponentType,
  ComponentTypeKind,
  ComponentTypeStatus,
  componentTypeKind,
  componentTypeFormFields as fieldNames,
  isWebAddress,
  MAX_CALIBRATION_INTERVAL_DAYS,
  MAX_REORDER_FIGURE,
  WEB_ADDRESS_MESSAGE,
} from '@labstock/shared';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';

/** A link field: empty, or an http(s) address (the server's rule, checked before the save). */
const optionalLink = () =>
  z.string().refine((value) => !value.trim() || isWebAddress(value.trim()), {
    error: () => i18n.t(WEB_ADDRESS_MESSAGE),
  });

/** A figure as typed: empty, or a whole number from `least` to `most` (the server's bounds). */
const optionalFigure = (least: number, most: number, message: () => string) =>
  z.string().refine(
    (value) => {
      const text = value.trim();
      return !text || (/^\d+$/.test(text) && Number(text) >= least && Number(text) <= most);
    },
    { error: message },
  );

const reorderFigure = (least: number) =>
  optionalFigure(least, MAX_REORDER_FIGURE, () => i18n.t('Enter a whole number of at least {{least}}.', { least }));

/**
 * The component type form; spec §5: ComponentName, Categories and Status are required. The messages are
 * functions so that they come in the language of the moment the form is checked.
 */
export const componentTypeFormSchema = z
  .object({
    componentName: z
      .string()
      .trim()
      .min(1, { error: () => i18n.t('Component name is required') }),
    componentInfo: z.string(),
    selectedCategories: z.array(z.number().int()).min(1, { error: () => i18n.t('Choose at least one category') }),
    /** The type's own required qualifications; its categories' come with them and are not chosen here. */
    requiredQualifications: z.array(z.number().int()),
    status: z.union([z.literal(ComponentTypeStatus.Available), z.literal(ComponentTypeStatus.ReservedAdmin)], {
      error: () => i18n.t('Status is required'),
    }),
    location: z.string(),
    manufacturer: z.string(),
    wikiLink: optionalLink(),
    datasheet: optionalLink(),
    adminComment: z.string(),
    /** None keeps the old image on edit. */
    imageFile: z
      .instanceof(File)
      .refine((file) => file.size <= COMPONENT_TYPE_IMAGE_MAX_BYTES, {
        error: () =>
          i18n.t('The image must not be larger than {{size}} MB', {
            size: COMPONENT_TYPE_IMAGE_MAX_BYTES / (1024 * 1024),
          }),
      })
      .nullable(),
    kind: componentTypeKind,
    /** A consumable's stock settings; a lent type's are not sent. */
    stockUnit: z.string(),
    reorderLevel: reorderFigure(0),
    reorderQuantity: reorderFigure(1),
    selfService: z.boolean(),
    /** A lent type's days from a unit's calibration to its due day; empty: not calibrated. */
    calibrationIntervalDays: optionalFigure(1, MAX_CALIBRATION_INTERVAL_DAYS, () =>
      i18n.t('Enter a whole number of days from 1 to {{most}}.', { most: MAX_CALIBRATION_INTERVAL_DAYS }),
    ),
  })
  .refine((values) => values.kind !== ComponentTypeKind.Consumable || values.stockUnit.trim() !== '', {
    path: ['stockUnit'],
    error: () => i18n.t('Stock unit is required'),
  });
export type ComponentTypeFormValues = z.infer<typeof componentTypeFormSchema>;

/** Text fields that are left out of the request when empty. */
const optionalTextFields = [
  'componentInfo',
  'location',
  'manufacturer',
  'wikiLink',
  'datasheet',
  'adminComment',
] as const;

export function componentTypeFormValues(componentType?: ComponentType): ComponentTypeFormValues {
  return {
    componentName: componentType?.componentName ?? '',
    componentInfo: componentType?.componentInfo ?? '',
    selectedCategories: componentType?.categories.map((category) => category.categoryId) ?? [],
    requiredQualifications:
      componentType?.requiredQualifications.filter((needed) => needed.own).map((needed) => needed.qualificationId) ??
      [],
    status: componentType?.status ?? ComponentTypeStatus.Available,
    location: componentType?.location ?? '',
    manufacturer: componentType?.manufacturer ?? '',
    wikiLink: componentType?.wikiLink ?? '',
    datasheet: componentType?.datasheet ?? '',
    adminComment: componentType?.adminComment ?? '',
    imageFile: null,
    kind: componentType?.kind ?? ComponentTypeKind.Unit,
    stockUnit: componentType?.stockUnit ?? '',
    reorderLevel: componentType?.reorderLevel?.toString() ?? '',
    reorderQuantity: componentType?.reorderQuantity?.toString() ?? '',
    selfService: componentType?.selfService ?? false,
    calibrationIntervalDays: componentType?.calibrationIntervalDays?.toString() ?? '',
  };
}

/**
 * The multipart body of POST/PUT ComponentTypes, in the spec's field names; SelectedCategories and
 * RequiredQualifications repeat. A PUT replaces the type's own requirements with those sent, so every one is sent.
 */
export function toComponentTypeFormData(values: ComponentTypeFormValues, componentTypeId?: number): FormData {
  const form = new FormData();
  if (componentTypeId !== undefined) form.append(fieldNames.componentTypeId, String(componentTypeId));
  form.append(fieldNames.componentName, values.componentName.trim());
  form.append(fieldNames.status, String(values.status));
  for (const categoryId of values.selectedCategories) form.append(fieldNames.selectedCategories, String(categoryId));
  for (const qualificationId of values.requiredQualifications)
    form.append(fieldNames.requiredQualifications, String(qualificationId));
  for (const field of optionalTextFields) {
    const text = values[field].trim();
    if (text) form.append(fieldNames[field], text);
  }
  if (values.imageFile) form.append(fieldNames.imageFile, values.imageFile);
  form.append(fieldNames.kind, values.kind);
  if (values.kind === ComponentTypeKind.Consumable) {
    form.append(fieldNames.stockUnit, values.stockUnit.trim());
    for (const field of ['reorderLevel', 'reorderQuantity'] as const) {
      const figure = values[field].trim();
      if (figure) form.append(fieldNames[field], figure);
    }
    form.append(fieldNames.selfService, String(values.selfService));
  } else {
    // Left out, a type's interval is cleared: its units are then not calibrated.
    const interval = values.calibrationIntervalDays.trim();
    if (interval) form.append(fieldNames.calibrationIntervalDays, interval);
  }
  return form;
}

export type ComponentTypeFormField = keyof ComponentTypeFormValues;

const formFieldByServerName = new Map(
  (Object.keys(fieldNames) as (keyof typeof fieldNames)[])
    .filter((field): field is ComponentTypeFormField => field !== 'componentTypeId')
    .map((field) => [fieldNames[field].toLowerCase(), field]),
);

/** A server message that is a shared text, in the user's language; any other as the server sends it. */
const inUsersLanguage = (message: string) =>
  message === COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS ? i18n.t(COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS) : message;

/** The server's per-field messages of a refused save (400), keyed by the form's field names. */
export function componentTypeFieldErrors(error: unknown): [ComponentTypeFormField, string][] {
  const errors = error instanceof ApiError ? (error.problem.errors ?? {}) : {};
  return Object.entries(errors).flatMap(([serverName, fieldMessages]) => {
    const field = formFieldByServerName.get(serverName.toLowerCase());
    return field ? [[field, fieldMessages.map(inUsersLanguage).join(', ')] as [ComponentTypeFormField, string]] : [];
  });
}
