import { type Component, type ComponentInput, ComponentStatus, componentStatus } from '@labstock/shared';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';

/** The add and edit form of one component; its messages come in the language of the moment it is checked. */
export const componentFormSchema = z.object({
  componentNumber: z
    .number({ error: () => i18n.t('Enter a component number') })
    .int()
    .min(1, { error: () => i18n.t('Component numbers start at 1') }),
  serialNo: z.string().max(100),
  status: componentStatus,
  adminComment: z.string().max(1000),
  userComment: z.string().max(1000),
});
export type ComponentFormValues = z.infer<typeof componentFormSchema>;

export function componentFormValues(component?: Component): ComponentFormValues {
  return {
    componentNumber: component?.componentNumber ?? Number.NaN,
    serialNo: component?.serialNo ?? '',
    status: component?.status ?? ComponentStatus.Available,
    adminComment: component?.adminComment ?? '',
    userComment: component?.userComment ?? '',
  };
}

/** The body of POST/PUT Component; empty texts are sent as null. */
export function toComponentInput(
  values: ComponentFormValues,
  componentTypeId: number,
  componentId = 0,
): ComponentInput {
  return {
    componentId,
    componentTypeId,
    componentNumber: values.componentNumber,
    serialNo: values.serialNo.trim() || null,
    status: values.status,
    adminComment: values.adminComment.trim() || null,
    userComment: values.userComment.trim() || null,
  };
}
