import { type Language, RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import {
  type ComponentItem,
  componentLine,
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
  return {
    subject,
    text: letter(
      texts,
      name,
      intro,
      items.map((item) => componentLine(texts, item, texts.pickUpBy(item.pickUpBy))).join('\n'),
      outro(RESERVATION_PICKUP_DAYS),
    ),
  };
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
