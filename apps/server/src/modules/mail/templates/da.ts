import type { EmailTexts } from './texts.js';

/** The e-mails in Danish: a translation of the English texts (en.ts). Dates stay dd-MM-yyyy. */
export const da: EmailTexts = {
  greeting: (name) => `Kære ${name},`,
  signOff: 'Venlig hilsen\nElektroniklaboratoriet',
  component: (componentName, componentNumber) => `- ${componentName}, komponent nr. ${componentNumber}`,
  returnDate: (date) => `afleveringsdato ${date}`,
  pickUpBy: (date) => `afhentes senest ${date}`,

  overdueReminder: {
    subject: 'Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet',
    intro:
      'Ifølge vores registreringer er afleveringsfristen overskredet for følgende komponent(er), som du har lånt i Elektroniklaboratoriet:',
    outro:
      'Vi beder dig aflevere dem i laboratoriet hurtigst muligt. Hvis du allerede har afleveret dem, kan du se bort fra denne e-mail.',
  },
  reservationConfirmation: {
    subject: 'Din reservation i Elektroniklaboratoriet',
    intro: 'Du har reserveret følgende komponent(er) i Elektroniklaboratoriet:',
    outro: (days) => `En reservation, der ikke er afhentet inden for ${days} dage, bliver slettet.`,
  },
  reservationExpired: {
    subject: 'Din reservation i Elektroniklaboratoriet er udløbet',
    intro: (days) => `Følgende reservation(er) blev ikke afhentet inden for ${days} dage og er blevet slettet:`,
    outro: 'Du er velkommen til at reservere igen, så længe komponenterne er på lager.',
  },
  dueSoon: {
    subject: 'Påmindelse: lån fra Elektroniklaboratoriet skal snart afleveres',
    intro: 'Følgende komponent(er), som du har lånt i Elektroniklaboratoriet, skal snart afleveres:',
    outro: 'Husk at aflevere dem i laboratoriet senest på afleveringsdatoen.',
  },
};
