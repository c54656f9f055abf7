import type { TFunction } from 'i18next';

/**
 * The spec's messages with values (`messages.x(...)` in shared) as i18next templates. In English each gives
 * exactly what the shared function gives (tested), so the English template is the key of the translation.
 */
export const confirmReminder = (t: TFunction, count: number) =>
  t('Send reminder email to {{count}} user(s)?', { count });

export const confirmUserDeletion = (t: TFunction, name: string) =>
  t('Please confirm that you want to delete the user: {{name}}', { name });
