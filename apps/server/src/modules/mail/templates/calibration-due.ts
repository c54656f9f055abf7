import { Language } from '@labstock/shared';
import { type ComponentItem, componentLine, displayDate, emailTexts } from './index.js';

/** A unit falling due for calibration, as the notice tells the lab. */
export interface CalibrationDueItem extends ComponentItem {
  /** yyyy-MM-dd */
  calibrationDueOn: string;
}

interface CalibrationDueTexts {
  subject: (labName: string) => string;
  intro: (labName: string, days: number) => string;
  /** Follows a unit's line; the date is dd-MM-yyyy. */
  dueOn: (date: string) => string;
  outro: string;
}

/** The notice's words in each language; it goes to the lab's address, so it greets no person. */
const calibrationDueTexts: Record<Language, CalibrationDueTexts> = {
  [Language.English]: {
    subject: (lab) => `Calibration due soon at ${lab}`,
    intro: (lab, days) =>
      `The following unit(s) at ${lab} fall due for calibration within ${days} days. From its due day a unit cannot be lent until a calibration is recorded:`,
    dueOn: (date) => `due on ${date}`,
    outro: 'The Calibration list in Labstock lists every unit due.',
  },
  [Language.Danish]: {
    subject: (lab) => `Kalibrering forfalder snart i ${lab}`,
    intro: (lab, days) =>
      `Følgende enhed(er) i ${lab} skal kalibreres inden for ${days} dage. Fra forfaldsdagen kan en enhed ikke udlånes, før en kalibrering er registreret:`,
    dueOn: (date) => `forfalder ${date}`,
    outro: 'Kalibreringslisten i Labstock viser alle enheder, der skal kalibreres.',
  },
};

/** The e-mail of the units falling due within `days`, to the lab's notice address. */
export function renderCalibrationDue(
  language: Language,
  labName: string,
  days: number,
  items: readonly CalibrationDueItem[],
): { subject: string; text: string } {
  const texts = calibrationDueTexts[language];
  const line = (item: CalibrationDueItem) =>
    componentLine(emailTexts[language], item, texts.dueOn(displayDate(item.calibrationDueOn)));
  return {
    subject: texts.subject(labName),
    text: [texts.intro(labName, days), items.map(line).join('\n'), texts.outro].join('\n\n'),
  };
}
