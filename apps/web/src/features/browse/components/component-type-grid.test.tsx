import type { ComponentType } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ComponentTypeGrid } from './component-type-grid';

function componentType(id: number): ComponentType {
  return {
    componentTypeId: id,
    componentName: `Type ${id}`,
    componentInfo: null,
    location: null,
    datasheet: null,
    wikiLink: null,
    manufacturer: null,
    adminComment: null,
    status: 0,
    imageUrl: `/api/ComponentTypes/${id}/image?v=1`,
    esimageId: null,
    numberOfAvailebleComponents: 1,
    categories: [],
  };
}

describe('ComponentTypeGrid', () => {
  it('shows every card of a full page, the first ones with pictures loading at once', async () => {
    const page = Array.from({ length: 50 }, (_, index) => componentType(index + 1));
    renderWithProviders(
      <MemoryRouter>
        <ComponentTypeGrid componentTypes={page} canReserve={false} />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('list', { name: 'Component types' });
    expect(await within(grid).findByRole('heading', { name: 'Type 50' })).toBeInTheDocument();
    const pictures = within(grid).getAllByRole('img');
    expect(pictures).toHaveLength(50);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      ...Array(8).fill('eager'),
      ...Array(42).fill('lazy'),
    ]);
  });
});
