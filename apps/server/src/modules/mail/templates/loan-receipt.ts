import { Language } from '@labstock/shared';
import { type ComponentItem, componentLine, displayDate, emailTexts, letter } from './index.js';

/** The receipt's own words in each language; greeting, component lines and sign-off are every letter's. */
const receiptTexts: Record<Language, { subject: string; intro: string; outro: (returnDate: string) => string }> = {
  [Language.English]: {
    subject: 'Your loan from the electronics lab',
    intro: 'You have borrowed the following component(s) from the electronics lab:',
    outro: (returnDate) => `Please return them to the lab by ${returnDate}.`,
  },
  [Language.Danish]: {
    subject: 'Dit lån fra Elektroniklaboratoriet',
    intro: 'Du har lånt følgende komponent(er) i Elektroniklaboratoriet:',
    outro: (returnDate) => `Husk at aflevere dem i laboratoriet senest ${returnDate}.`,
  },
};

/** The counter's receipt of one batch hand-out: every component handed out and their one return date (yyyy-MM-dd). */
export function renderLoanReceipt(
  language: Language,
  name: string,
  items: readonly ComponentItem[],
  returnDate: string,
): { subject: string; text: string } {
  const texts = emailTexts[language];
  const { subject, intro, outro } = receiptTexts[language];
  return {
    subject,
    text: letter(
      texts,
      name,
      intro,
      items.map((item) => componentLine(texts, item)).join('\n'),
      outro(displayDate(returnDate)),
    ),
  };
}
