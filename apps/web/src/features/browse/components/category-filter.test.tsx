import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CategoryFilter } from './category-filter';

// CategorySelect's code arrives when the test says so.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('../../../entities/component-type/category-select', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

describe('CategoryFilter', () => {
  it('takes the focus before its code has loaded, and keeps it on the select that replaces it', async () => {
    stubFetch(() =>
      jsonResponse([
        { categoryId: 1, name: 'Microcontrollers' },
        { categoryId: 2, name: 'Sensors' },
      ]),
    );
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] }));
    const onChange = vi.fn();
    renderWithProviders(<CategoryFilter value={[]} onChange={onChange} />);

    await userEvent.tab();
    const closed = screen.getByRole('combobox', { name: 'Categories' });
    expect(closed).toHaveFocus();

    code.arrive();
    await waitFor(() => expect(closed).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Categories' });
    await userEvent.click(await within(list).findByRole('option', { name: 'Sensors' }));
    expect(onChange).toHaveBeenCalledWith([2]);
  });
});
