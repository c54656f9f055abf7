import { Language } from '@labstock/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/language-packs';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, stubServer } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AvailabilitySection } from './availability-section';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

/** A Wednesday years away from the browser's own day, so the calendar can only have started from the server's. */
const LAB_TODAY = '2030-03-06';

/** The 28 days from the lab's today: 2 on the first three, none on the 10th, 3 otherwise. */
const days = Array.from({ length: 28 }, (_, index) => {
  const date = new Date(Date.UTC(2030, 2, 6 + index)).toISOString().slice(0, 10);
  return { date, available: index < 3 ? 2 : date === '2030-03-10' ? 0 : 3 };
});

function serve(answer: Answer = () => undefined) {
  return stubServer(
    (call) =>
      call.url === '/api/Environment'
        ? jsonResponse({ environment: 'Test', version: '2.3.2', labToday: LAB_TODAY })
        : jsonResponse(days),
    answer,
  );
}

const calendar = () => screen.findByRole('table', { name: 'Availability' });

describe('the availability section', () => {
  it("asks for the 4 weeks from the lab's today, not the browser's", async () => {
    const calls = serve();
    renderWithProviders(<AvailabilitySection componentTypeId={7} />);
    await calendar();
    const asked = calls.filter((call) => call.url.startsWith('/api/ComponentTypes'));
    expect(asked.map((call) => call.url)).toEqual(['/api/ComponentTypes/7/availability?from=2030-03-06&to=2030-04-02']);
  });

  it('lays the days out in Monday-first weeks, each cell read as its day and how many can be had', async () => {
    serve();
    renderWithProviders(<AvailabilitySection componentTypeId={7} />);
    const table = await calendar();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday']);
    const [, firstWeek, ...otherWeeks] = within(table).getAllByRole('row');
    const firstCells = within(firstWeek as HTMLElement).getAllByRole('cell');
    // Monday and Tuesday are before the lab's today: empty.
    expect(firstCells.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '62Wednesday 6 March: 2 available',
      '72Thursday 7 March: 2 available',
      '82Friday 8 March: 2 available',
      '93Saturday 9 March: 3 available',
      '100Sunday 10 March: 0 available',
    ]);
    expect(otherWeeks).toHaveLength(4);

    const today = within(table).getByRole('cell', { name: 'Wednesday 6 March: 2 available' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(table).getByRole('cell', { name: 'Saturday 9 March: 3 available' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(table).getByRole('cell', { name: 'Tuesday 2 April: 3 available' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: /available$/ })).toHaveLength(28);
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve();
    renderWithProviders(<AvailabilitySection componentTypeId={7} />);
    const table = await screen.findByRole('table', { name: 'Tilgængelighed' });

    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('mandag');
    expect(within(table).getByRole('cell', { name: 'onsdag 6. marts: 2 ledige' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(table).getByRole('cell', { name: 'søndag 10. marts: 0 ledige' })).toBeInTheDocument();
  });

  it('says so when the availability cannot be fetched', async () => {
    serve((call) => (call.url.includes('/availability') ? problemResponse(500, { title: 'Server down' }) : undefined));
    renderWithProviders(<AvailabilitySection componentTypeId={7} />);
    expect(
      await screen.findByText(/Could not fetch the availability: /, { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
