import { displayDay, Language } from '@labstock/shared';
import { da } from './da.js';
import { en } from './en.js';
import type { EmailTexts } from './texts.js';

export type { EmailTexts } from './texts.js';

/** Every language's e-mail texts; a recipient gets their stored language. */
export const emailTexts: Record<Language, EmailTexts> = { [Language.English]: en, [Language.Danish]: da };

/** A component an e-mail is about. */
export interface ComponentItem {
  componentName: string;
  componentNumber: number;
}

/** A loan an e-mail is about. */
export interface LoanItem extends ComponentItem {
  /** yyyy-MM-dd */
  returnDate: string;
}

/** A letter: greeting, the paragraphs, sign-off, separated by empty lines. The same layout in every language. */
export function letter(texts: EmailTexts, name: string, ...paragraphs: string[]): string {
  return [texts.greeting(name), ...paragraphs, texts.signOff].join('\n\n');
}

/**
 * The foot of every message, after the signature separator (RFC 3676's "-- "): that Labstock sent it by itself,
 * and the address of Labstock to act on it.
 */
export function withFooter(texts: EmailTexts, text: string, appUrl: string): string {
  return `${text}\n\n-- \n${texts.footer(appUrl)}`;
}

/** One component as a line of a list, with what follows it (a date) if anything. */
export function componentLine(texts: EmailTexts, item: ComponentItem, ...details: string[]): string {
  return [texts.component(item.componentName, item.componentNumber), ...details].join(', ');
}

/** One loan as a line of a list, with its return date. */
export function loanLine(texts: EmailTexts, item: LoanItem): string {
  return componentLine(texts, item, texts.returnDate(displayDate(item.returnDate)));
}

/** yyyy-MM-dd → dd-MM-yyyy, as the product shows dates (spec §9), in every language. */
export const displayDate = displayDay;
