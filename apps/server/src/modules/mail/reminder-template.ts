/** The overdue reminder as the Emails screen previews it: {name} and {components} are filled in per loaner. */
export const reminderTemplate = {
  subject: 'Reminder: overdue loan(s) from the electronics lab',
  body: [
    'Dear {name},',
    '',
    'Our records show that the following component(s) you borrowed from the electronics lab are past their return date:',
    '',
    '{components}',
    '',
    'Please return them to the lab as soon as possible. If you have already returned them, please ignore this e-mail.',
    '',
    'Kind regards,',
    'The electronics lab',
  ].join('\n'),
} as const;

export interface OverdueItem {
  componentName: string;
  componentNumber: number;
  /** yyyy-MM-dd */
  returnDate: string;
}

/** The template filled in for one loaner: one line per overdue component. */
export function renderReminder(name: string, items: readonly OverdueItem[]): { subject: string; text: string } {
  const lines = items.map(loanLine);
  // A function replacement, so that '$' in a name or component name is taken literally.
  const text = reminderTemplate.body.replace('{name}', () => name).replace('{components}', () => lines.join('\n'));
  return { subject: reminderTemplate.subject, text };
}

/** One loan as a line of a reminder. */
export function loanLine(item: OverdueItem): string {
  return `- ${item.componentName}, component no. ${item.componentNumber}, return date ${displayDate(item.returnDate)}`;
}

/** yyyy-MM-dd → dd-MM-yyyy, as the product shows dates (spec §9). */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
