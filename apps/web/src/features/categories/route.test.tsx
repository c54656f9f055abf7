import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as CategoriesScreen } from './route';

const resistors = { categoryId: 1, name: 'Resistors', requiredQualificationIds: [] };
const lasers = { categoryId: 2, name: 'Lasers', requiredQualificationIds: [7] };
const qualifications = [
  { qualificationId: 4, name: 'Soldering', description: null, validForDays: 365 },
  { qualificationId: 7, name: 'Laser safety', description: null, validForDays: null },
];
const problem = (status: number, detail: string) =>
  jsonResponse(
    { status, title: 'Conflict', detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** Answers the list with `resistors` and `lasers`, the qualifications with theirs and every write with `write(call)`. */
function stubCategories(write: (call: RecordedCall) => Response = () => jsonResponse(resistors)) {
  return stubFetch((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.url.startsWith('/api/Qualifications')) return jsonResponse(qualifications);
    return jsonResponse([resistors, lasers], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } });
  });
}

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Admin'] })));
afterEach(() => vi.unstubAllGlobals());

async function addCategory(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
  const dialog = screen.getByRole('dialog', { name: 'Add new category' });
  await userEvent.type(within(dialog).getByPlaceholderText('Name of category'), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Categories screen', { timeout: 20_000 }, () => {
  it('adds a category with id 0, says so, closes the dialog and refreshes the list', async () => {
    const calls = stubCategories();
    renderWithProviders(<CategoriesScreen />);
    expect(await screen.findByRole('cell', { name: 'Resistors' })).toBeInTheDocument();

    await addCategory('Capacitors');

    expect(await screen.findByText('Category successfully added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/Category',
      body: { categoryId: 0, name: 'Capacitors', requiredQualificationIds: [] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new category' })).not.toBeInTheDocument());
    const listCalls = () => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/Categories'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('closes the dialog and says the category could not be added when the server refuses', async () => {
    stubCategories(() => problem(409, 'A category named "Resistors" already exists.'));
    renderWithProviders(<CategoriesScreen />);

    await addCategory('Resistors');

    expect(await screen.findByText('Category could not be added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new category' })).not.toBeInTheDocument());
  });

  it('edits a category in the prefilled form', async () => {
    const calls = stubCategories();
    renderWithProviders(<CategoriesScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Resistors' }));
    const name = within(screen.getByRole('dialog', { name: 'Edit category' })).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Resistors');
    await userEvent.clear(name);
    await userEvent.type(name, 'Resistors (THT){Enter}');

    expect(await screen.findByText('Category successfully edited')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categoryId: 1,
      name: 'Resistors (THT)',
      requiredQualificationIds: [],
    });
  });

  it('shows what a category requires in its form and sends the qualifications chosen', async () => {
    const calls = stubCategories();
    renderWithProviders(<CategoriesScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lasers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const required = within(dialog).getByRole('combobox', { name: 'Required qualifications' });
    await waitFor(() => expect(required).toHaveTextContent('Laser safety'));
    await userEvent.click(required);
    await userEvent.click(await screen.findByRole('option', { name: 'Soldering' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Category successfully edited')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categoryId: 2,
      name: 'Lasers',
      requiredQualificationIds: [7, 4],
    });
  });

  it('keeps the qualifications chosen when the list behind the form is fetched again with the category changed', async () => {
    let listed = [resistors, lasers];
    const calls = stubFetch((call) => {
      if (call.method !== 'GET') return jsonResponse(lasers);
      if (call.url.startsWith('/api/Qualifications')) return jsonResponse(qualifications);
      return jsonResponse(listed, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } });
    });
    const { queryClient } = renderWithProviders(<CategoriesScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lasers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const required = within(dialog).getByRole('combobox', { name: 'Required qualifications' });
    await waitFor(() => expect(required).toHaveTextContent('Laser safety'));
    await userEvent.click(required);
    await userEvent.click(await screen.findByRole('option', { name: 'Soldering' }));
    await userEvent.keyboard('{Escape}');
    // Another Admin renamed it meanwhile: the list behind the form holds a new copy of the row.
    listed = [resistors, { ...lasers, name: 'Laser cutters' }];
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('button', { name: 'Edit Laser cutters', hidden: true })).toBeInTheDocument();
    expect(required).toHaveTextContent('Laser safety, Soldering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Category successfully edited')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categoryId: 2,
      name: 'Lasers',
      requiredQualificationIds: [7, 4],
    });
  });

  it('asks before deleting and shows why a category in use cannot be deleted', async () => {
    const calls = stubCategories(() => problem(409, 'Category "Resistors" is used by 2 component type(s)'));
    renderWithProviders(<CategoriesScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Resistors' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete category' })).getByRole('button', { name: 'Delete' }),
    );

    expect(
      await screen.findByText('Category could not be deleted: Category "Resistors" is used by 2 component type(s)'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Category/1');
  });

  it('says so when the categories cannot be fetched', async () => {
    stubFetch(() => problem(500, 'Database unavailable'));
    renderWithProviders(<CategoriesScreen />);
    expect(await screen.findByText('Unsuccessful fetching categories')).toBeInTheDocument();
  });
});
