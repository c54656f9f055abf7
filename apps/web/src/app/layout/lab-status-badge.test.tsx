import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../theme';
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

  it.each(['light', 'dark'] as const)(
    'shows the unknown badge’s "?" icon apart from the grey of the badge (%s theme)',
    (mode) => {
      render(
        <ThemeProvider theme={createAppTheme(mode)}>
          <LabStatusBadge metrics={undefined} />
        </ThemeProvider>,
      );
      const badge = screen.getByRole('status', { name: 'Status of ELab is unknown' });
      const icon = badge.querySelector('svg') as SVGElement;
      expect(getComputedStyle(icon).color).not.toBe(getComputedStyle(badge).backgroundColor);
      expect(getComputedStyle(icon).color).toBe(getComputedStyle(badge).color);
    },
  );
});
