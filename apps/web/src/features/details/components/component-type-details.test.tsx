import { type ComponentType, ComponentTypeStatus } from '@labstock/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { componentTypeOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ComponentTypeDetails } from './component-type-details';

afterEach(() => vi.unstubAllGlobals());

function showDetails(roles: string[], fields: Partial<ComponentType> = {}) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  stubFetch((call) => {
    if (call.url === '/api/Environment') {
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2030-03-06' });
    }
    if (call.url.includes('/availability')) return jsonResponse([{ date: '2030-03-06', available: 2 }]);
    return jsonResponse(componentTypeOf({ componentTypeId: 7, componentName: 'Oscilloscope', ...fields }));
  });
  renderWithProviders(
    <MemoryRouter>
      <ComponentTypeDetails componentTypeId={7} Inventory={() => null} headingLevel="h1" />
    </MemoryRouter>,
  );
}

describe('Book ahead on the details', () => {
  it('is offered to a signed-in loaner, Clerks and Admins included, under the availability', async () => {
    showDetails(['Loaner', 'Clerk']);
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book ahead' })).toBeInTheDocument();
  });

  it('is not offered for a type the lab reserved', async () => {
    showDetails(['Loaner'], { status: ComponentTypeStatus.ReservedAdmin });
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book ahead' })).not.toBeInTheDocument();
  });
});
