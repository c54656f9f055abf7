import { Language } from '@labstock/shared';
import { emailTexts, type LoanItem, letter, loanLine } from './templates/index.js';

export { displayDate } from './templates/index.js';

export type OverdueItem = LoanItem;

/** The overdue reminder with {name} and {components} where each loaner's are filled in. */
function reminder(language: Language, name: string, components: string): { subject: string; body: string } {
  const texts = emailTexts[language];
  const { subject, intro, outro } = texts.overdueReminder;
  return { subject, body: letter(texts, name, intro, components, outro) };
}

/** The overdue reminder as the Emails screen previews it: the spec's English template with its placeholders. */
export const reminderTemplate = reminder(Language.English, '{name}', '{components}');

/** The reminder filled in for one loaner, in their language: one line per overdue component. */
export function renderReminder(
  language: Language,
  name: string,
  items: readonly OverdueItem[],
): { subject: string; text: string } {
  const texts = emailTexts[language];
  const { subject, body } = reminder(language, name, items.map((item) => loanLine(texts, item)).join('\n'));
  return { subject, text: body };
}
