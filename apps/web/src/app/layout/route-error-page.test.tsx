import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('Cannot read the component list');
}

describe('RouteErrorPage', () => {
  it("shows 'Unexpected Application Error!' with the error's message when a route fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the component list')).toBeInTheDocument();
  });
});
