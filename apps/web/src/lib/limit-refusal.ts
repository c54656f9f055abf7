import { type LimitRefusal, limitRefusalShownValues } from '@labstock/shared';
import type { TFunction } from 'i18next';

/**
 * A lending limit's refusal (shared `lending-limits`) in the user's language. Its English template is the key of
 * the translation, as every text of the app is: in English it reads exactly as the server would answer.
 */
export function translateLimitRefusal(t: TFunction, refusal: LimitRefusal): string {
  return t(refusal.template, limitRefusalShownValues(refusal));
}
