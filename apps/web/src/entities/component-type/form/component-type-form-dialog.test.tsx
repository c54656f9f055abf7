import { COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS, Language, WEB_ADDRESS_MESSAGE } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/language-packs';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../../test/fetch-stub';
import { componentTypeOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ComponentTypeFormDialog } from './component-type-form-dialog';

const categories = [
  { categoryId: 1, name: 'Microcontrollers' },
  { categoryId: 3, name: 'Displays' },
];

const uno = componentTypeOf({
  componentTypeId: 9,
  componentName: 'Arduino Uno',
  componentInfo: 'A board',
  location: 'Shelf A1',
  manufacturer: 'Arduino',
  numberOfAvailebleComponents: 2,
  categories: [categories[0] as (typeof categories)[number]],
});

const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  jsonResponse(
    { status, title: 'Bad Request', detail, errors },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const qualifications = [
  { qualificationId: 4, name: 'Soldering', description: null, validForDays: 365 },
  { qualificationId: 6, name: 'ESD safety', description: null, validForDays: null },
  { qualificationId: 7, name: 'Laser safety', description: null, validForDays: null },
];

function stubSave(answer: () => Response = () => jsonResponse(uno, { status: 201 })) {
  return stubFetch((call: RecordedCall) => {
    if (call.url.startsWith('/api/Categories')) return jsonResponse(categories);
    if (call.url.startsWith('/api/Qualifications')) return jsonResponse(qualifications);
    return answer();
  });
}

const sent = (calls: RecordedCall[]) => calls.find((call) => call.url === '/api/ComponentTypes')?.body as FormData;

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Admin'] })));
afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Component type form', { timeout: 20_000 }, () => {
  it('shows the required fields it misses and sends nothing', async () => {
    const calls = stubSave();
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add component type' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('Component name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one category')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a type as multipart with the categories repeated and empty fields left out', async () => {
    const onClose = vi.fn();
    const calls = stubSave();
    renderWithProviders(<ComponentTypeFormDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add component type' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Component name/ }), 'LCD 16x2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wiki link' }), 'https://wiki.example/lcd');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Categories/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Microcontrollers' }));
    await userEvent.click(screen.getByRole('option', { name: 'Displays' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully added')).toBeInTheDocument();
    const form = sent(calls);
    expect(form.get('ComponentName')).toBe('LCD 16x2');
    expect(form.get('Status')).toBe('0');
    expect(form.getAll('SelectedCategories')).toEqual(['1', '3']);
    expect(form.get('WikiLink')).toBe('https://wiki.example/lcd');
    expect(form.has('Location')).toBe(false);
    expect(form.has('ComponentTypeId')).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows what the server refuses at the field and in the notification', async () => {
    const onClose = vi.fn();
    stubSave(() =>
      problem(400, 'The component type form is invalid. ComponentName: At most 200 characters', {
        ComponentName: ['At most 200 characters'],
      }),
    );
    renderWithProviders(<ComponentTypeFormDialog open onClose={onClose} componentType={uno} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(
        'Edit unsuccessful: The component type form is invalid. ComponentName: At most 200 characters',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('At most 200 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an image with too many pixels in Danish at the field", async () => {
    await act(() => changeLanguage(Language.Danish));
    stubSave(() =>
      problem(400, COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS, { ImageFile: [COMPONENT_TYPE_IMAGE_TOO_MANY_PIXELS] }),
    );
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={uno} />);
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekræft' }));

    expect(await within(dialog).findByText('Billedet er for stort: højst 25 megapixel.')).toBeInTheDocument();
  });

  it('refuses a link that is not an http(s) address at its field and sends nothing', async () => {
    const calls = stubSave(() => jsonResponse(uno));
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={uno} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Datasheet' }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText(WEB_ADDRESS_MESSAGE)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/ComponentTypes')).toBe(false);
  });

  it('edits a type prefilled from its details, sending its id', async () => {
    const calls = stubSave(() => jsonResponse(uno));
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={uno} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });
    expect(within(dialog).getByRole('textbox', { name: /Component name/ })).toHaveValue('Arduino Uno');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully edited')).toBeInTheDocument();
    const form = sent(calls);
    expect(form.get('ComponentTypeId')).toBe('9');
    expect(form.get('Location')).toBe('Shelf A1');
    expect(form.getAll('SelectedCategories')).toEqual(['1']);
    expect(calls.find((call) => call.url === '/api/ComponentTypes')?.method).toBe('PUT');
  });

  it('adds a consumable with its stock unit, reorder figures and self-service, and asks for the unit first', async () => {
    const calls = stubSave();
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add component type' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Component name/ }), 'Resistor 10 kΩ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Categories/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Displays' }));
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: /Stock unit/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Consumable: stock that is used up' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reorder level' }), 'ten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('Stock unit is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of at least 0.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Stock unit/ }), 'pcs');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Reorder level' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reorder level' }), '100');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Loaners record what they take themselves' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully added')).toBeInTheDocument();
    const form = sent(calls);
    expect(form.get('Kind')).toBe('Consumable');
    expect(form.get('StockUnit')).toBe('pcs');
    expect(form.get('ReorderLevel')).toBe('100');
    expect(form.has('ReorderQuantity')).toBe(false);
    expect(form.get('SelfService')).toBe('true');
  });

  it("edits a lent type as lent, sending none of a consumable's settings", async () => {
    const calls = stubSave(() => jsonResponse(uno));
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={uno} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully edited')).toBeInTheDocument();
    const form = sent(calls);
    expect(form.get('Kind')).toBe('Unit');
    expect(form.has('StockUnit')).toBe(false);
    expect(form.has('SelfService')).toBe(false);
  });

  it('gives a lent type a calibration interval in days, refusing one beyond ten years at its field', async () => {
    const calls = stubSave(() => jsonResponse(uno));
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={uno} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });
    const interval = within(dialog).getByRole('textbox', { name: 'Calibration interval (days)' });
    expect(interval).toHaveValue('');
    expect(within(dialog).getByText('Leave it empty for a type that is not calibrated')).toBeInTheDocument();

    await userEvent.type(interval, '4000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 3650.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(interval);
    await userEvent.type(interval, '365');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully edited')).toBeInTheDocument();
    expect(sent(calls).get('CalibrationIntervalDays')).toBe('365');
  });

  it('shows a calibrated type its interval, sends none once emptied, and offers none to a consumable', async () => {
    const calls = stubSave(() => jsonResponse(uno));
    const multimeter = componentTypeOf({ ...uno, componentName: 'Multimeter', calibrationIntervalDays: 365 });
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={multimeter} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });
    const interval = within(dialog).getByRole('textbox', { name: 'Calibration interval (days)' });
    expect(interval).toHaveValue('365');

    await userEvent.clear(interval);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Successfully edited')).toBeInTheDocument();
    expect(sent(calls).has('CalibrationIntervalDays')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Consumable: stock that is used up' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Calibration interval (days)' })).not.toBeInTheDocument();
  });

  it("keeps the type's own required qualifications when it is edited, and leaves its categories' to them", async () => {
    const calls = stubSave(() => jsonResponse(uno));
    const station = componentTypeOf({
      ...uno,
      componentName: 'Soldering station',
      requiredQualifications: [
        { qualificationId: 7, name: 'Laser safety', held: false, expiresOn: null, own: false },
        { qualificationId: 4, name: 'Soldering', held: false, expiresOn: null, own: true },
      ],
    });
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} componentType={station} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit component type' });
    const required = within(dialog).getByRole('combobox', { name: 'Required qualifications' });
    await waitFor(() => expect(required).toHaveTextContent('Soldering'));
    expect(required).not.toHaveTextContent('Laser safety');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully edited')).toBeInTheDocument();
    expect(sent(calls).getAll('RequiredQualifications')).toEqual(['4']);
  });

  it('requires the qualifications chosen of a new type', async () => {
    const calls = stubSave();
    renderWithProviders(<ComponentTypeFormDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add component type' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Component name/ }), 'Hot air station');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Categories/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Displays' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Required qualifications' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soldering' }));
    await userEvent.click(screen.getByRole('option', { name: 'ESD safety' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully added')).toBeInTheDocument();
    expect(sent(calls).getAll('RequiredQualifications')).toEqual(['4', '6']);
  });
});
