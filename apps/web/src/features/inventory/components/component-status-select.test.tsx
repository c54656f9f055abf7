import { ComponentStatus } from '@labstock/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComponentStatusSelect } from './component-status-select';

async function openOptions() {
  await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
  return within(await screen.findByRole('listbox')).getAllByRole('option');
}

describe('ComponentStatusSelect', () => {
  it('disables every option for a component on loan', async () => {
    render(
      <ComponentStatusSelect
        value={ComponentStatus.Loaned}
        currentStatus={ComponentStatus.Loaned}
        onChange={vi.fn()}
      />,
    );
    const options = await openOptions();
    expect(options.map((option) => option.textContent)).toContain('Loaned');
    for (const option of options) expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets an Admin choose among the statuses set by hand for an available component', async () => {
    const onChange = vi.fn();
    render(
      <ComponentStatusSelect
        value={ComponentStatus.Available}
        currentStatus={ComponentStatus.Available}
        onChange={onChange}
      />,
    );
    const options = await openOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Available',
      'Defect',
      'Lost',
      'Never returned',
      'Reserved by the lab',
      'Trashed',
    ]);
    for (const option of options) expect(option).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Defect' }));
    expect(onChange).toHaveBeenCalledWith(ComponentStatus.Defect);
  });
});
