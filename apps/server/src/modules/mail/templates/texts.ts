/**
 * The texts of the e-mails in one language. The English ones (en.ts) are the product's own and stay exactly as
 * written; da.ts is their Danish translation. The layout of a letter and its lines is the same in every
 * language (see letter.ts), so only words live here.
 */
export interface EmailTexts {
  /** The letter's first line. */
  greeting: (name: string) => string;
  /** The letter's last paragraph. */
  signOff: string;
  /** The foot of every message: sent automatically, and Labstock's address (PUBLIC_URL). */
  footer: (appUrl: string) => string;
  /** A component of a list: "- {componentName}, component no. {componentNumber}". */
  component: (componentName: string, componentNumber: number) => string;
  /** Follows a loan's component line; the date is dd-MM-yyyy. */
  returnDate: (date: string) => string;
  /** Follows a reserved component's line; the date is dd-MM-yyyy. */
  pickUpBy: (date: string) => string;
  /** A booking ahead as a line of a list; the dates are dd-MM-yyyy. */
  booking: (componentName: string, quantity: number, from: string, to: string) => string;

  /** The overdue reminder (the Emails screen's, and the scheduled one). The loans come between intro and outro. */
  overdueReminder: { subject: string; intro: string; outro: string };
  /** The reservations come between intro and outro; `days` is the pick-up window. */
  reservationConfirmation: { subject: string; intro: string; outro: (days: number) => string };
  reservationExpired: { subject: string; intro: (days: number) => string; outro: string };
  dueSoon: { subject: string; intro: string; outro: string };
  /** The units set aside for a booking on its first day come between intro and outro. */
  bookingReady: { subject: string; intro: string; outro: string };
  /** The bookings that fell short come between intro and outro. */
  bookingAtRisk: { subject: string; intro: string; outro: string };
  /** The units handed to the loaner from a waiting list come between intro and outro, each with its deadline. */
  waitlistServed: { subject: string; intro: string; outro: string };
  /**
   * The decisions on the loaner's extension asks come between intro and outro, each after its component line;
   * the dates are dd-MM-yyyy.
   */
  extensionDecided: {
    subject: string;
    intro: string;
    granted: (returnDate: string) => string;
    declined: (returnDate: string, reason: string) => string;
    outro: string;
  };
}
