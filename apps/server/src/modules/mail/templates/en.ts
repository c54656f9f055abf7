import type { EmailTexts } from './texts.js';

/** The e-mails in English: the product's own texts, kept exactly as written (Danish translates them). */
export const en: EmailTexts = {
  greeting: (name) => `Dear ${name},`,
  signOff: 'Kind regards,\nThe electronics lab',
  footer: (appUrl) => `This e-mail was sent automatically by Labstock.\nYour loans and reservations: ${appUrl}`,
  component: (componentName, componentNumber) => `- ${componentName}, component no. ${componentNumber}`,
  returnDate: (date) => `return date ${date}`,
  pickUpBy: (date) => `pick up by ${date}`,
  booking: (componentName, quantity, from, to) => `- ${quantity} × ${componentName}, ${from} to ${to}`,

  overdueReminder: {
    subject: 'Reminder: overdue loan(s) from the electronics lab',
    intro:
      'Our records show that the following component(s) you borrowed from the electronics lab are past their return date:',
    outro:
      'Please return them to the lab as soon as possible. If you have already returned them, please ignore this e-mail.',
  },
  reservationConfirmation: {
    subject: 'Your reservation at the electronics lab',
    intro: 'You have reserved the following component(s) at the electronics lab:',
    outro: (days) => `A reservation that is not picked up within ${days} days is deleted.`,
  },
  reservationExpired: {
    subject: 'Your reservation at the electronics lab has expired',
    intro: (days) => `The following reservation(s) were not picked up within ${days} days and have been deleted:`,
    outro: 'You are welcome to reserve again while components are in stock.',
  },
  dueSoon: {
    subject: 'Reminder: loan(s) from the electronics lab due soon',
    intro: 'The following component(s) you borrowed from the electronics lab are due back soon:',
    outro: 'Please return them to the lab by their return date.',
  },
  bookingReady: {
    subject: 'Your booking at the electronics lab is ready for pick-up',
    intro: 'The following component(s) you booked are set aside for you at the electronics lab:',
    outro: 'What is not picked up by the date given goes back on the shelf.',
  },
  bookingAtRisk: {
    subject: 'Your booking at the electronics lab may fall short',
    intro:
      'A component broke or a loan came back late: the electronics lab may not have every unit you booked of the following:',
    outro: 'The lab staff know. Please contact the lab to agree on what you can have, or book another period.',
  },
  waitlistServed: {
    subject: 'A component you waited for is held for you at the electronics lab',
    intro: 'You were first on the waiting list: the following component(s) are now reserved for you:',
    outro: 'What is not picked up by the date given goes to the next in line or back on the shelf.',
  },
  extensionDecided: {
    subject: 'Your request to extend a loan from the electronics lab',
    intro: 'You asked to keep the following component(s) longer. The answer:',
    granted: (date) => `extended: the new return date is ${date}`,
    declined: (date, reason) => `not extended: the return date stays ${date}. The lab's reason: ${reason}`,
    outro: 'Please return the component(s) to the lab by their return date.',
  },
};
