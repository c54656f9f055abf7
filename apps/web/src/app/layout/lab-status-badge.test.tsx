import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LabStatusBadge } from './lab-status-badge';

const fresh = () => new Date(Date.now() - 60_000).toISOString();

describe('LabStatusBadge', () => {
  it('names the status in words, not only in colour', () => {
    render(<LabStatusBadge metrics={[{ name: 'elabisopen', value: 'true', lastUpdated: fresh() }]} />);
    const badge = screen.getByRole('status', { name: 'ELab is OPEN' });
    expect(badge).toHaveTextContent('Open');
  });

  it('shows the tooltip text on hover', async () => {
    render(<LabStatusBadge metrics={[{ name: 'elabisopen', value: 'false', lastUpdated: fresh() }]} />);
    await userEvent.hover(screen.getByRole('status', { name: 'ELab is CLOSED' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ELab is CLOSED');
  });

  it('is unknown while no metrics are loaded', () => {
    render(<LabStatusBadge metrics={undefined} />);
    expect(screen.getByRole('status', { name: 'Status of ELab is unknown' })).toHaveTextContent('Unknown');
  });
});
