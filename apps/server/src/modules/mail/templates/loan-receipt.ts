import { Language } from '@labstock/shared';
import { type ComponentItem, componentLine, displayDate, emailTexts, letter } from './index.js';

/** A consumable taken from the lab's stock, as the receipt lists it. */
export interface ConsumableItem {
  componentName: string;
  quantity: number;
  /** pcs, m, g …; none when the type has no unit. */
  stockUnit: string | null;
}

interface ReceiptTexts {
  subject: string;
  /** The subject when only consumables were taken: nothing was lent. */
  consumablesOnlySubject: string;
  intro: string;
  consumablesIntro: string;
  outro: (returnDate: string) => string;
}

/** The receipt's own words in each language; greeting, component lines and sign-off are every letter's. */
const receiptTexts: Record<Language, ReceiptTexts> = {
  [Language.English]: {
    subject: 'Your loan from the electronics lab',
    consumablesOnlySubject: 'What you took from the electronics lab',
    intro: 'You have borrowed the following component(s) from the electronics lab:',
    consumablesIntro: 'You have taken the following from the stock of the electronics lab:',
    outro: (returnDate) => `Please return them to the lab by ${returnDate}.`,
  },
  [Language.Danish]: {
    subject: 'Dit lån fra Elektroniklaboratoriet',
    consumablesOnlySubject: 'Det du tog fra Elektroniklaboratoriet',
    intro: 'Du har lånt følgende komponent(er) i Elektroniklaboratoriet:',
    consumablesIntro: 'Du har taget følgende fra Elektroniklaboratoriets lager:',
    outro: (returnDate) => `Husk at aflevere dem i laboratoriet senest ${returnDate}.`,
  },
};

/** One consumable as a line of the list: its name and the quantity in its unit, alike in every language. */
const consumableLine = ({ componentName, quantity, stockUnit }: ConsumableItem) =>
  `- ${componentName}, ${stockUnit ? `${quantity} ${stockUnit}` : quantity}`;

/**
 * The counter's receipt of one batch: every component handed out and their one return date (yyyy-MM-dd), and
 * every consumable taken. Without components it asks nothing back.
 */
export function renderLoanReceipt(
  language: Language,
  name: string,
  receipt: { items: readonly ComponentItem[]; consumables: readonly ConsumableItem[]; returnDate: string },
): { subject: string; text: string } {
  const texts = emailTexts[language];
  const words = receiptTexts[language];
  const { items, consumables } = receipt;
  const lent = items.length === 0 ? [] : [words.intro, items.map((item) => componentLine(texts, item)).join('\n')];
  const taken = consumables.length === 0 ? [] : [words.consumablesIntro, consumables.map(consumableLine).join('\n')];
  // The return date is about the components only, so it comes last, and not at all without them.
  const returnBy = items.length === 0 ? [] : [words.outro(displayDate(receipt.returnDate))];
  return {
    subject: items.length === 0 ? words.consumablesOnlySubject : words.subject,
    text: letter(texts, name, ...lent, ...taken, ...returnBy),
  };
}
