import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the Tooltip's code not loaded yet.
async function freshDeferredTooltip() {
  vi.resetModules();
  return (await import('./deferred-tooltip')).DeferredTooltip;
}

describe('DeferredTooltip', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', undefined);
  });

  it('shows the child alone at first, then opens the tooltip when pointed at before its code has loaded', async () => {
    const DeferredTooltip = await freshDeferredTooltip();
    render(
      <DeferredTooltip title="ELab is OPEN">
        <span role="status" aria-label="ELab is OPEN">
          Open
        </span>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('status', { name: 'ELab is OPEN' })).toHaveTextContent('Open');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('status'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ELab is OPEN');
  });

  it('loads once the first screen has settled, then opens on hover and closes when the pointer leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const DeferredTooltip = await freshDeferredTooltip();
    // The child's own handlers still run.
    const onPointedAt = vi.fn();
    render(
      <DeferredTooltip title="Lab status">
        <button type="button" onMouseOver={onPointedAt} onFocus={onPointedAt}>
          Status
        </button>
      </DeferredTooltip>,
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-mui-internal-clone-element'));
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lab status');
    expect(onPointedAt).toHaveBeenCalled();
    await userEvent.unhover(screen.getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('stays closed when the pointer left before the code arrived', async () => {
    vi.resetModules();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock('@mui/material/Tooltip', async () => {
      await arrived;
      return vi.importActual('@mui/material/Tooltip');
    });
    const { DeferredTooltip } = await import('./deferred-tooltip');
    render(
      <DeferredTooltip title="Lab status">
        <button type="button">Status</button>
      </DeferredTooltip>,
    );
    await userEvent.hover(screen.getByRole('button'));
    await userEvent.unhover(screen.getByRole('button'));
    arrive();
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-mui-internal-clone-element'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    vi.doUnmock('@mui/material/Tooltip');
  });
});
