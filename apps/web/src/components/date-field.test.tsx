import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/language-packs';
import { Language } from '../i18n/languages';
import { renderWithProviders } from '../test/render-with-providers';
import { DateField } from './date-field';

afterEach(() => act(() => changeLanguage(Language.English)));

/** A form holding the field's date, as the hand-out dialogs do: null while the field has no date to give. */
function Form({ minDate, maxDate }: { minDate?: string; maxDate?: string }) {
  const [date, setDate] = useState<string | null>('2030-12-16');
  return (
    <>
      <DateField label="Handin date" value={date} onChange={setDate} minDate={minDate} maxDate={maxDate} />
      <output aria-label="Held date">{date ?? 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'Handin date' });
const shown = () => within(field()).getByDisplayValue(/./, { exact: false });
const held = () => screen.getByRole('status', { name: 'Held date' });

/** Types dd MM yyyy key by key from the day section on, as a person does. */
async function typeDate(digits: string) {
  await userEvent.click(within(field()).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

describe('DateField', () => {
  it('shows every key of a date typed after a wrong one, and passes on the date as typed', async () => {
    renderWithProviders(<Form minDate="2030-12-02" />);

    await typeDate('30112030');
    expect(shown()).toHaveValue('30-11-2030');
    expect(field().parentElement).toHaveTextContent('The date cannot be before 02-12-2030');
    expect(held()).toHaveTextContent('none');

    await typeDate('15122030');
    expect(shown()).toHaveValue('15-12-2030');
    expect(held()).toHaveTextContent('2030-12-15');
    expect(field().parentElement).not.toHaveTextContent('cannot be');
  });

  it('refuses a date after its last one, with the reason, and takes the last one itself', async () => {
    renderWithProviders(<Form minDate="2030-12-02" maxDate="2031-05-31" />);

    await typeDate('01062031');
    expect(shown()).toHaveValue('01-06-2031');
    expect(field().parentElement).toHaveTextContent('The date cannot be after 31-05-2031');
    expect(held()).toHaveTextContent('none');

    await typeDate('31052031');
    expect(shown()).toHaveValue('31-05-2031');
    expect(held()).toHaveTextContent('2031-05-31');
  });

  it('gives the reason in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    renderWithProviders(<Form minDate="2030-12-02" maxDate="2031-05-31" />);

    await typeDate('30112030');
    expect(field().parentElement).toHaveTextContent('Datoen kan ikke ligge før 02-12-2030');
    await typeDate('01062031');
    expect(field().parentElement).toHaveTextContent('Datoen kan ikke være efter 31-05-2031');
    expect(held()).toHaveTextContent('none');
  });
});
