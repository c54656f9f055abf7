import { type Language, RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import {
  type ComponentItem,
  componentLine,
  displayDate,
  emailTexts,
  type LoanItem,
  letter,
  loanLine,
} from '../mail/templates/index.js';

export type { ComponentItem } from '../mail/templates/index.js';

export interface ReservedItem extends ComponentItem {
  /** dd-MM-yyyy */
  pickUpBy: string;
}

/** A booking ahead as a notice lists it. */
export interface BookedItem {
  componentName: string;
  quantity: number;
  /** yyyy-MM-dd */
  from: string;
  /** yyyy-MM-dd */
  to: string;
}

export interface RenderedNotice {
  subject: string;
  text: string;
}

/** The automatic notices, each in the recipient's language (texts in ../mail/templates). */

export function renderReservationConfirmation(
  language: Language,
  name: string,
  items: readonly ReservedItem[],
): RenderedNotice {
  const texts = emailTexts[language];
  const { subject, intro, outro } = texts.reservationConfirmation;
  return { subject, text: reservedLetter(language, name, intro, items, outro(RESERVATION_PICKUP_DAYS)) };
}

/** A letter listing components to pick up, each with its deadline. */
function reservedLetter(
  language: Language,
  name: string,
  intro: string,
  items: readonly ReservedItem[],
  outro: string,
) {
  const texts = emailTexts[language];
  const lines = items.map((item) => componentLine(texts, item, texts.pickUpBy(item.pickUpBy)));
  return letter(texts, name, intro, lines.join('\n'), outro);
}

export function renderReservationExpired(
  language: Language,
  name: string,
  items: readonly ComponentItem[],
): RenderedNotice {
  const texts = emailTexts[language];
  const { subject, intro, outro } = texts.reservationExpired;
  return {
    subject,
    text: letter(
      texts,
      name,
      intro(RESERVATION_PICKUP_DAYS),
      items.map((item) => componentLine(texts, item)).join('\n'),
      outro,
    ),
  };
}

export function renderDueSoon(language: Language, name: string, items: readonly LoanItem[]): RenderedNotice {
  const texts = emailTexts[language];
  const { subject, intro, outro } = texts.dueSoon;
  return {
    subject,
    text: letter(texts, name, intro, items.map((item) => loanLine(texts, item)).join('\n'), outro),
  };
}

export function renderBookingReady(language: Language, name: string, items: readonly ReservedItem[]): RenderedNotice {
  const { subject, intro, outro } = emailTexts[language].bookingReady;
  return { subject, text: reservedLetter(language, name, intro, items, outro) };
}

export function renderWaitlistServed(language: Language, name: string, items: readonly ReservedItem[]): RenderedNotice {
  const { subject, intro, outro } = emailTexts[language].waitlistServed;
  return { subject, text: reservedLetter(language, name, intro, items, outro) };
}

export function renderBookingAtRisk(language: Language, name: string, items: readonly BookedItem[]): RenderedNotice {
  const texts = emailTexts[language];
  const { subject, intro, outro } = texts.bookingAtRisk;
  const line = (item: BookedItem) =>
    texts.booking(item.componentName, item.quantity, displayDate(item.from), displayDate(item.to));
  return { subject, text: letter(texts, name, intro, items.map(line).join('\n'), outro) };
}

/** The decision on an extension ask, as a notice lists it. */
export interface ExtensionDecisionItem extends ComponentItem {
  granted: boolean;
  /** yyyy-MM-dd: the loan's return date now (the new one when granted). */
  returnDate: string;
  /** The Clerk's reason for declining. */
  reason: string | null;
}

export function renderExtensionDecided(
  language: Language,
  name: string,
  items: readonly ExtensionDecisionItem[],
): RenderedNotice {
  const texts = emailTexts[language];
  const { subject, intro, granted, declined, outro } = texts.extensionDecided;
  const line = (item: ExtensionDecisionItem) => {
    const returnDate = displayDate(item.returnDate);
    return componentLine(texts, item, item.granted ? granted(returnDate) : declined(returnDate, item.reason ?? ''));
  };
  return { subject, text: letter(texts, name, intro, items.map(line).join('\n'), outro) };
}
