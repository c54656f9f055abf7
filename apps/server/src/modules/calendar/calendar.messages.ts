import { Language } from '@labstock/shared';

/** What the calendar module answers when it refuses. Problems are in English, like every other API refusal. */
export const calendarMessages = {
  // Says nothing of whether the address ever worked or whose it was.
  feedNotFound: 'There is no calendar feed at this address. Your current address is on your Labstock profile.',
  tooManyRequests: (after: string) => `Too many calendar requests: try again in ${after}.`,
  /** The signed-in user was deleted between the access check and the change. */
  userGone: 'The user of this access token no longer exists.',
} as const;

/** The words of the calendar feed's events, in the user's language (the English ones are the product's own). */
export interface CalendarTexts {
  /** The calendar's name in the user's calendar app. */
  calendarName: string;
  /** A booking ahead's event, by its status: "Booked: 2 × Arduino Uno". */
  booking: Record<'Booked' | 'Ready' | 'Collected' | 'Cancelled' | 'Expired', string>;
  /** An active loan's return date: "Return: Arduino Uno #3". */
  returnLoan: (componentTypeName: string, componentNumber: number | null) => string;
}

const en: CalendarTexts = {
  calendarName: 'Labstock',
  booking: {
    Booked: 'Booked',
    Ready: 'Ready for pick-up',
    Collected: 'Collected',
    Cancelled: 'Cancelled',
    Expired: 'Expired',
  },
  returnLoan: (name, number) => (number === null ? `Return: ${name}` : `Return: ${name} #${number}`),
};

/** Danish: a translation of the English texts, in the words of the Danish e-mails ("afhentes", "afleveres"). */
const da: CalendarTexts = {
  calendarName: 'Labstock',
  booking: {
    Booked: 'Booket',
    Ready: 'Klar til afhentning',
    Collected: 'Afhentet',
    Cancelled: 'Annulleret',
    Expired: 'Udløbet',
  },
  returnLoan: (name, number) => (number === null ? `Aflevering: ${name}` : `Aflevering: ${name} nr. ${number}`),
};

export const calendarTexts: Record<Language, CalendarTexts> = { [Language.English]: en, [Language.Danish]: da };

/** "Booked: 2 × Arduino Uno". */
export function bookingSummary(
  texts: CalendarTexts,
  status: keyof CalendarTexts['booking'],
  quantity: number,
  name: string,
) {
  return `${texts.booking[status]}: ${quantity} × ${name}`;
}
