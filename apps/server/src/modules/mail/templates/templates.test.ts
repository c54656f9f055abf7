import { Language } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import {
  renderDueSoon,
  renderReservationConfirmation,
  renderReservationExpired,
} from '../../notices/notice-templates.js';
import { reminderTemplate, renderReminder } from '../reminder-template.js';
import { da } from './da.js';
import { en } from './en.js';
import { emailTexts } from './index.js';

const { English, Danish } = Language;
const loan = { componentName: 'Arduino Uno', componentNumber: 3, returnDate: '2026-03-05' };
const reserved = { componentName: 'Arduino Uno', componentNumber: 3, pickUpBy: '18-03-2026' };

describe('e-mail templates', () => {
  it('has the texts of every language', () => {
    expect(emailTexts).toEqual({ en, da });
  });

  // The English texts as they were before Danish came: they are the spec's and must not change.
  it('keeps the English reminder template exactly as written', () => {
    expect(reminderTemplate).toEqual({
      subject: 'Reminder: overdue loan(s) from the electronics lab',
      body: [
        'Dear {name},',
        '',
        'Our records show that the following component(s) you borrowed from the electronics lab are past their return date:',
        '',
        '{components}',
        '',
        'Please return them to the lab as soon as possible. If you have already returned them, please ignore this e-mail.',
        '',
        'Kind regards,',
        'The electronics lab',
      ].join('\n'),
    });
  });

  it('fills in the English reminder as before', () => {
    expect(renderReminder(English, 'Ada $& Lovelace', [loan, { ...loan, componentNumber: 4 }])).toEqual({
      subject: 'Reminder: overdue loan(s) from the electronics lab',
      text: reminderTemplate.body
        .replace('{name}', 'Ada $$& Lovelace')
        .replace(
          '{components}',
          '- Arduino Uno, component no. 3, return date 05-03-2026\n- Arduino Uno, component no. 4, return date 05-03-2026',
        ),
    });
  });

  it('keeps the English notices exactly as written', () => {
    const ending = '\n\nKind regards,\nThe electronics lab';
    expect(renderReservationConfirmation(English, 'Ada', [reserved])).toEqual({
      subject: 'Your reservation at the electronics lab',
      text: `Dear Ada,\n\nYou have reserved the following component(s) at the electronics lab:\n\n- Arduino Uno, component no. 3, pick up by 18-03-2026\n\nA reservation that is not picked up within 8 days is deleted.${ending}`,
    });
    expect(renderReservationExpired(English, 'Ada', [reserved])).toEqual({
      subject: 'Your reservation at the electronics lab has expired',
      text: `Dear Ada,\n\nThe following reservation(s) were not picked up within 8 days and have been deleted:\n\n- Arduino Uno, component no. 3\n\nYou are welcome to reserve again while components are in stock.${ending}`,
    });
    expect(renderDueSoon(English, 'Ada', [loan])).toEqual({
      subject: 'Reminder: loan(s) from the electronics lab due soon',
      text: `Dear Ada,\n\nThe following component(s) you borrowed from the electronics lab are due back soon:\n\n- Arduino Uno, component no. 3, return date 05-03-2026\n\nPlease return them to the lab by their return date.${ending}`,
    });
  });

  it('writes the same letters in Danish, dates still dd-MM-yyyy', () => {
    const ending = '\n\nVenlig hilsen\nElektroniklaboratoriet';
    expect(renderReminder(Danish, 'Åse', [loan])).toEqual({
      subject: 'Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet',
      text: `Kære Åse,\n\nIfølge vores registreringer er afleveringsfristen overskredet for følgende komponent(er), som du har lånt i Elektroniklaboratoriet:\n\n- Arduino Uno, komponent nr. 3, afleveringsdato 05-03-2026\n\nVi beder dig aflevere dem i laboratoriet hurtigst muligt. Hvis du allerede har afleveret dem, kan du se bort fra denne e-mail.${ending}`,
    });
    expect(renderReservationConfirmation(Danish, 'Åse', [reserved])).toEqual({
      subject: 'Din reservation i Elektroniklaboratoriet',
      text: `Kære Åse,\n\nDu har reserveret følgende komponent(er) i Elektroniklaboratoriet:\n\n- Arduino Uno, komponent nr. 3, afhentes senest 18-03-2026\n\nEn reservation, der ikke er afhentet inden for 8 dage, bliver slettet.${ending}`,
    });
    expect(renderReservationExpired(Danish, 'Åse', [reserved])).toEqual({
      subject: 'Din reservation i Elektroniklaboratoriet er udløbet',
      text: `Kære Åse,\n\nFølgende reservation(er) blev ikke afhentet inden for 8 dage og er blevet slettet:\n\n- Arduino Uno, komponent nr. 3\n\nDu er velkommen til at reservere igen, så længe komponenterne er på lager.${ending}`,
    });
    expect(renderDueSoon(Danish, 'Åse', [loan])).toEqual({
      subject: 'Påmindelse: lån fra Elektroniklaboratoriet skal snart afleveres',
      text: `Kære Åse,\n\nFølgende komponent(er), som du har lånt i Elektroniklaboratoriet, skal snart afleveres:\n\n- Arduino Uno, komponent nr. 3, afleveringsdato 05-03-2026\n\nHusk at aflevere dem i laboratoriet senest på afleveringsdatoen.${ending}`,
    });
  });
});
