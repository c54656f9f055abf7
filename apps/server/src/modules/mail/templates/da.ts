import type { EmailTexts } from './texts.js';

/** The e-mails in Danish: a translation of the English texts (en.ts). Dates stay dd-MM-yyyy. */
export const da: EmailTexts = {
  greeting: (name) => `Kære ${name},`,
  signOff: 'Venlig hilsen\nElektroniklaboratoriet',
  footer: (appUrl) => `Denne e-mail er sendt automatisk af Labstock.\nDine lån og reservationer: ${appUrl}`,
  component: (componentName, componentNumber) => `- ${componentName}, komponent nr. ${componentNumber}`,
  returnDate: (date) => `afleveringsdato ${date}`,
  pickUpBy: (date) => `afhentes senest ${date}`,
  booking: (componentName, quantity, from, to) => `- ${quantity} × ${componentName}, ${from} til ${to}`,

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
  bookingReady: {
    subject: 'Din booking i Elektroniklaboratoriet er klar til afhentning',
    intro: 'Følgende komponent(er), som du har booket, er lagt til side til dig i Elektroniklaboratoriet:',
    outro: 'Det, der ikke er afhentet inden den angivne dato, kommer tilbage på hylden.',
  },
  bookingAtRisk: {
    subject: 'Din booking i Elektroniklaboratoriet kan komme til at mangle',
    intro:
      'En komponent gik i stykker, eller et lån kom for sent tilbage: Elektroniklaboratoriet har måske ikke alle de enheder, du har booket, af følgende:',
    outro:
      'Laboratoriets personale ved det. Kontakt laboratoriet for at aftale, hvad du kan få, eller book en anden periode.',
  },
  waitlistServed: {
    subject: 'En komponent, du ventede på, er reserveret til dig i Elektroniklaboratoriet',
    intro: 'Du var først på ventelisten: følgende komponent(er) er nu reserveret til dig:',
    outro:
      'Det, der ikke er afhentet inden den angivne dato, går videre til den næste på listen eller tilbage på hylden.',
  },
  extensionDecided: {
    subject: 'Din anmodning om at forlænge et lån fra Elektroniklaboratoriet',
    intro: 'Du har bedt om at beholde følgende komponent(er) længere. Svaret:',
    granted: (date) => `forlænget: den nye afleveringsdato er ${date}`,
    declined: (date, reason) =>
      `ikke forlænget: afleveringsdatoen er stadig ${date}. Laboratoriets begrundelse: ${reason}`,
    outro: 'Husk at aflevere komponenten/komponenterne i laboratoriet senest på afleveringsdatoen.',
  },
};
