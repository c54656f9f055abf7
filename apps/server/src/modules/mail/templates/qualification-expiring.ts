import { Language } from '@labstock/shared';
import { displayDate, emailTexts, letter } from './index.js';

/** A loaner's grant that expires soon, as the notice tells them. */
export interface ExpiringGrantItem {
  qualificationName: string;
  /** yyyy-MM-dd: the first day the grant no longer counts. */
  expiresOn: string;
}

interface QualificationExpiringTexts {
  subject: string;
  intro: (labName: string, days: number) => string;
  /** One grant's line; the date is dd-MM-yyyy. */
  line: (qualificationName: string, date: string) => string;
  outro: string;
}

const qualificationExpiringTexts: Record<Language, QualificationExpiringTexts> = {
  [Language.English]: {
    subject: 'Your qualification expires soon',
    intro: (lab, days) =>
      `The following qualification(s) you hold at ${lab} expire within ${days} days. From its expiry day you cannot borrow what requires it until it is renewed:`,
    line: (name, date) => `- ${name}, expires on ${date}`,
    outro: "To renew it, ask for the training again on a component's page in Labstock or at the counter.",
  },
  [Language.Danish]: {
    subject: 'Din kvalifikation udløber snart',
    intro: (lab, days) =>
      `Følgende kvalifikation(er), du har i ${lab}, udløber inden for ${days} dage. Fra udløbsdagen kan du ikke låne det, der kræver den, før den er fornyet:`,
    line: (name, date) => `- ${name}, udløber ${date}`,
    outro: 'For at forny den kan du bede om oplæringen igen på en komponents side i Labstock eller ved skranken.',
  },
};

/** The letter to a loaner of their grants expiring within `days`. */
export function renderQualificationExpiring(
  language: Language,
  name: string,
  labName: string,
  days: number,
  items: readonly ExpiringGrantItem[],
): { subject: string; text: string } {
  const texts = qualificationExpiringTexts[language];
  const lines = items.map((item) => texts.line(item.qualificationName, displayDate(item.expiresOn)));
  return {
    subject: texts.subject,
    text: letter(emailTexts[language], name, texts.intro(labName, days), lines.join('\n'), texts.outro),
  };
}
