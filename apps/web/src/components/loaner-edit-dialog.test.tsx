import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaLoaner } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { LoanerEditDialog } from './loaner-edit-dialog';

const loaner = leaLoaner({ loanerId: 7, studentNo: null, staffInitials: 'LL', roles: [{ id: 1, name: 'Loaner' }] });

describe('LoanerEditDialog', () => {
  it('shows name and AU ID read-only and the editable fields filled', () => {
    renderWithProviders(<LoanerEditDialog open loaner={loaner} onClose={vi.fn()} onSave={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'AU ID' })).toHaveValue('au100003');
    expect(screen.getByRole('textbox', { name: /student number/i })).toHaveValue('LL');
  });

  it('disables Save changes while the phone is invalid and saves the edited values', async () => {
    const onSave = vi.fn();
    renderWithProviders(<LoanerEditDialog open loaner={loaner} onClose={vi.fn()} onSave={onSave} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    const save = screen.getByRole('button', { name: 'Save changes' });

    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByText(/Phone number with or without a country code/)).toBeInTheDocument();

    await userEvent.type(phone, '45678');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { studentNo: 'LL', email: 'lea@uni.example', mobileNo: '12345678' },
        expect.anything(),
      ),
    );
  });
});
