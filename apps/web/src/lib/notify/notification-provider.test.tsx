import { Dialog, DialogTitle } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useNotify } from './use-notify';

function DialogThatNotifies() {
  const notify = useNotify();
  const [nestedOpen, setNestedOpen] = useState(true);
  return (
    <Dialog open>
      <DialogTitle>Outer</DialogTitle>
      <button type="button" onClick={() => notify('Successfully added', 'success')}>
        Save
      </button>
      <Dialog open={nestedOpen}>
        <DialogTitle>Inner</DialogTitle>
        <button
          type="button"
          onClick={() => {
            notify('Successfully added', 'success');
            setNestedOpen(false);
          }}
        >
          Confirm
        </button>
      </Dialog>
    </Dialog>
  );
}

describe('notifications', () => {
  it('are announced while a dialog is open, also after a nested dialog closes', async () => {
    renderWithProviders(<DialogThatNotifies />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // getByRole only finds elements that are not hidden from assistive technology.
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully added');
    // Closing the nested dialog makes MUI hide everything but the outer dialog again.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Successfully added');
  });
});
