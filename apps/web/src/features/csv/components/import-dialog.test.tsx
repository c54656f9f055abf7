import type { ImportResult } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportDialog } from './import-dialog';

const invalid: ImportResult = {
  valid: false,
  rows: 2,
  created: 0,
  errors: [{ row: 3, field: 'Status', message: 'Must be one of Available, ReservedAdmin' }],
  errorCount: 1,
  preview: [{ row: 2, values: { Name: 'Servo', Categories: 'Motors' } }],
};
const valid: ImportResult = {
  valid: true,
  rows: 1,
  created: 0,
  errors: [],
  errorCount: 0,
  preview: [{ row: 2, values: { Name: 'Servo', Categories: 'Motors' }, note: 'Creates the categories Motors' }],
};

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Admin'] })));
afterEach(() => vi.unstubAllGlobals());

async function chooseFile(dialog: HTMLElement) {
  const file = new File(['Name,Categories\nServo,Motors\n'], 'types.csv', { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByTestId('import-file'), file);
  return file;
}

describe('Import dialog', { timeout: 20_000 }, () => {
  it('checks the file in a dry run and shows every row error; Import stays disabled', async () => {
    const calls = stubFetch(() => jsonResponse(invalid));
    renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();

    const file = await chooseFile(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));

    const errors = await within(dialog).findByRole('table', { name: 'Errors' });
    expect(within(errors).getByRole('row', { name: '3 Status Must be one of Available, ReservedAdmin' })).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Preview' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls[0]?.url).toBe('/api/import/component-types?dryRun=true');
    expect(((calls[0] as RecordedCall).body as FormData).get('File')).toEqual(file);
  });

  it('imports a file the check found valid, as the kind chosen', async () => {
    const onClose = vi.fn();
    const calls = stubFetch((call: RecordedCall) =>
      jsonResponse(call.url.endsWith('dryRun=true') ? valid : { ...valid, created: 1 }),
    );
    renderWithProviders(<ImportDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'The file holds' }));
    await userEvent.click(screen.getByRole('option', { name: 'Components' }));
    await chooseFile(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('All 1 row(s) are valid.')).toBeVisible();
    expect(within(dialog).getByText('Creates the categories Motors')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Successfully added: 1 components')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/import/components?dryRun=true',
      '/api/import/components?dryRun=false',
    ]);
  });

  it('forgets the check when another file is chosen', async () => {
    stubFetch(() => jsonResponse(valid));
    renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
    await chooseFile(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await within(dialog).findByText('All 1 row(s) are valid.');

    await chooseFile(dialog);

    expect(within(dialog).queryByText('All 1 row(s) are valid.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
