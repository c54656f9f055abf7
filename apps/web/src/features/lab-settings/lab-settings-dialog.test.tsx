import { DEFAULT_LAB_NAME, type LabRules, Language, messages } from '@labstock/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { LabSettingsDialog } from './lab-settings-dialog';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage(Language.English));
});

const rules: LabRules = { text: 'Wear safety glasses.\nTidy up.', version: 3, updatedAt: '2026-11-02T09:30:00Z' };

/**
 * The server with the lab named, its notices going to elab@uni.example and `savedRules`; a PUT answers what it was
 * sent.
 */
function openDialog(answer?: Answer, savedRules: LabRules | null = null) {
  const calls = stubServer(
    (call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...(call.body as object), rules: null })
        : jsonResponse({ name: 'the electronics lab', noticeEmail: 'elab@uni.example', rules: savedRules }),
    answer,
  );
  const onClose = vi.fn();
  renderWithProviders(<LabSettingsDialog onClose={onClose} />);
  return { calls, onClose };
}

const nameField = () => screen.getByRole('textbox', { name: 'Lab name' });
const noticeField = () => screen.getByRole('textbox', { name: 'Notice address' });
const rulesField = () => screen.getByRole('textbox', { name: 'Lab rules' });
const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

describe('Lab settings dialog', () => {
  it('shows the saved name and notice address, and saves the changed ones with PUT Lab', async () => {
    const { calls, onClose } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Lab settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DEFAULT_LAB_NAME)).toBe(nameField());
    expect(noticeField()).toHaveValue('elab@uni.example');

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Elektroniklaboratoriet');
    await userEvent.clear(noticeField());
    await userEvent.type(noticeField(), 'lager@uni.example');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/Lab',
        body: { name: 'Elektroniklaboratoriet', noticeEmail: 'lager@uni.example', rulesText: '' },
      }),
    ]);
    expect(await screen.findByText('The lab settings are saved.')).toBeInTheDocument();
  });

  it('sends no notices once the address is emptied', async () => {
    const { calls, onClose } = openDialog();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Notice address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts(calls)[0]?.body).toEqual({ name: DEFAULT_LAB_NAME, noticeEmail: '', rulesText: '' });
  });

  it("shows the lab's rules with their version and date, and saves a changed text as rulesText", async () => {
    const { calls, onClose } = openDialog(undefined, rules);
    expect(await screen.findByText('Version 3, updated 02-11-2026')).toBeInTheDocument();
    expect(rulesField()).toHaveValue(rules.text);
    expect(screen.getByText('Leave empty for no rules.')).toBeInTheDocument();

    await userEvent.type(rulesField(), '{enter}No food at the benches.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts(calls)[0]?.body).toEqual(
      expect.objectContaining({ rulesText: `${rules.text}\nNo food at the benches.` }),
    );
  });

  it('removes the rules when their text is emptied', async () => {
    const { calls, onClose } = openDialog(undefined, rules);
    await screen.findByText('Version 3, updated 02-11-2026');
    await userEvent.clear(rulesField());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts(calls)[0]?.body).toEqual(expect.objectContaining({ rulesText: '' }));
  });

  it('shows no version while the lab has no rules', async () => {
    openDialog();
    await screen.findByDisplayValue('elab@uni.example');
    expect(rulesField()).toHaveValue('');
    expect(screen.queryByText(/^Version/)).not.toBeInTheDocument();
  });

  it('refuses an empty name and an address that is not one at their fields, sending nothing', async () => {
    const { calls, onClose } = openDialog();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Lab name' }));
    await userEvent.clear(noticeField());
    await userEvent.type(noticeField(), 'elab at uni');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The lab needs a name.')).toBeInTheDocument();
    expect(screen.getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(noticeField()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at its field and stays open", async () => {
    const refusal = 'The mail server refuses this address.';
    const { onClose } = openDialog((call) =>
      call.method === 'PUT'
        ? problemResponse(400, { title: 'Bad Request', detail: refusal, errors: { noticeEmail: [refusal] } })
        : undefined,
    );
    await screen.findByDisplayValue('elab@uni.example');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(noticeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Lab settings' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the save fails otherwise, and stays open', async () => {
    const { onClose } = openDialog((call) =>
      call.method === 'PUT' ? problemResponse(403, { title: 'Forbidden', detail: 'Admins only.' }) : undefined,
    );
    await screen.findByDisplayValue('elab@uni.example');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The lab settings were not saved: Admins only.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the settings cannot be fetched, and closes', async () => {
    const { calls, onClose } = openDialog(() => problemResponse(500, { title: 'Server down' }));
    expect(await screen.findByText('Could not fetch the lab settings: Server down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(puts(calls)).toEqual([]);
  });

  it('speaks Danish, the refusal of an empty name too', async () => {
    await act(() => changeLanguage(Language.Danish));
    openDialog();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Laboratoriets navn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(await screen.findByText('Laboratoriet skal have et navn.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Laboratoriets indstillinger' })).toBeInTheDocument();
  });
});
