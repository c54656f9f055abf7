import {
  type ComponentType,
  ComponentTypeKind,
  Language,
  type StockMovement,
  StockMovementKind,
} from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useComponentType } from '../../api/component-types/get-component-type';
import { AvailabilityLabel } from '../../entities/component-type/availability-label';
import { LowStockMark } from '../../entities/component-type/low-stock-mark';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { paginationOf } from '../../test/waitlist-fixtures';
import { ConsumableStock } from './consumable-stock';

afterEach(() => vi.unstubAllGlobals());

const lea = { loanerId: 3, name: 'Lea Hansen', auId: 'au100001' };
const clara = { loanerId: 9, name: 'Clara Clerk', auId: 'au900009' };

/** The part of a consumable's page the stock feature shares with the details: its stock and its Low stock mark. */
function ConsumablePage() {
  const type = useComponentType(5);
  if (!type.data) return null;
  return (
    <>
      <AvailabilityLabel componentType={type.data} />
      <LowStockMark componentType={type.data} />
      <ConsumableStock componentType={type.data} />
    </>
  );
}

interface Shelf {
  stock?: number;
  selfService?: boolean;
  movements?: StockMovement[];
}

/**
 * Resistors (type 5, reorder level 100) on a server that keeps their stock: an issue takes from it, a receive adds,
 * a count sets it, each a movement newest first. `answer` may take over a call (a refusal).
 */
function showStock(roles: string[], shelf: Shelf = {}, answer?: Answer): RecordedCall[] {
  let { stock = 80, movements = [] } = shelf;
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const calls = stubServer((call) => {
    if (call.url.startsWith('/api/ComponentTypes/5/stock/movements')) {
      return jsonResponse(movements, { headers: paginationOf(movements.length) });
    }
    const action = /^\/api\/ComponentTypes\/5\/stock\/(issue|receive|count)$/.exec(call.url)?.[1];
    if (call.method === 'POST' && action) {
      const body = call.body as { quantity?: number; counted?: number; note?: string | null };
      const quantity =
        action === 'issue'
          ? -(body.quantity ?? 0)
          : action === 'receive'
            ? (body.quantity ?? 0)
            : (body.counted ?? 0) - stock;
      stock += quantity;
      const kind = {
        issue: StockMovementKind.Issue,
        receive: StockMovementKind.Receive,
        count: StockMovementKind.Count,
      }[action as 'issue' | 'receive' | 'count'];
      const movement = movementOf({
        stockMovementId: movements.length + 1,
        kind,
        quantity,
        quantityAfter: stock,
        loaner: action === 'issue' ? lea : null,
        actor: action === 'issue' ? lea : clara,
        note: body.note ?? null,
      });
      movements = [movement, ...movements];
      return jsonResponse(movement, { status: 201 });
    }
    return jsonResponse(resistorsWith(stock, shelf.selfService ?? true));
  }, answer);
  renderWithProviders(<ConsumablePage />);
  return calls;
}

function resistorsWith(stock: number, selfService: boolean): ComponentType {
  return componentTypeOf({
    componentTypeId: 5,
    componentName: 'Resistor 10 kΩ',
    kind: ComponentTypeKind.Consumable,
    stockUnit: 'pcs',
    quantityInStock: stock,
    numberOfAvailebleComponents: stock,
    reorderLevel: 100,
    selfService,
    lowStock: stock <= 100,
  });
}

function movementOf(fields: Partial<StockMovement>): StockMovement {
  return {
    stockMovementId: 1,
    componentTypeId: 5,
    kind: StockMovementKind.Issue,
    quantity: -10,
    quantityAfter: 70,
    loaner: lea,
    actor: lea,
    note: null,
    createdAt: '2030-03-06T09:15:00.000Z',
    ...fields,
  };
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));

async function openDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

/** The table's rows as the text of their cells, the header first. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('Record what I took (a Loaner, self-service)', () => {
  it('sends the quantity and note from the keyboard, announces it and shows the stock left and the issue', async () => {
    const calls = showStock(['Loaner']);
    const dialog = await openDialog('Record what I took');
    expect(
      within(dialog).getByText('How much of Resistor 10 kΩ did you take? 80 pcs are in stock.'),
    ).toBeInTheDocument();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveFocus();
    await userEvent.keyboard('10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Lab 3 {Enter}');

    expect(await screen.findByText('Recorded: 10 pcs of Resistor 10 kΩ')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/ComponentTypes/5/stock/issue', body: { quantity: 10, note: 'Lab 3' } }]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('In stock: 70 pcs')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'What you took' });
    await waitFor(() =>
      expect(rowsOf(table)).toEqual([
        ['When', 'Quantity', 'Note'],
        [expect.any(String), '10 pcs', 'Lab 3'],
      ]),
    );
  });

  it('sends nothing above the stock or below 1, and says why', async () => {
    const calls = showStock(['Loaner']);
    const dialog = await openDialog('Record what I took');
    await userEvent.keyboard('81{Enter}');
    expect(await within(dialog).findByText('Only 80 pcs in stock')).toBeInTheDocument();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0{Enter}');
    expect(await within(dialog).findByText('Enter at least 1')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('shows the refusal with how many are left when the stock went meanwhile, and the stock as it is now', async () => {
    let taken = false;
    showStock(['Loaner'], {}, (call) => {
      if (call.method === 'POST') {
        taken = true;
        return jsonResponse(
          { status: 409, title: 'Conflict', detail: 'Not enough in stock: only 5 pcs left.', available: 5 },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      return taken && call.url === '/api/ComponentTypes/5' ? jsonResponse(resistorsWith(5, true)) : undefined;
    });
    const dialog = await openDialog('Record what I took');
    await userEvent.keyboard('10{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough in stock: only 5 pcs left.');
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByText('In stock: 5 pcs')).toBeInTheDocument();
  });

  it('says the refusal in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showStock(['Loaner'], {}, (call) =>
      call.method === 'POST'
        ? jsonResponse(
            { status: 409, title: 'Conflict', detail: 'Not enough in stock: only 5 pcs left.', available: 5 },
            { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined,
    );
    const dialog = await openDialog('Registrér hvad jeg tog');
    await userEvent.keyboard('10{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ikke nok på lager: kun 5 pcs tilbage.');
  });

  it('is not offered where a Clerk hands the consumable out', async () => {
    showStock(['Loaner'], { selfService: false });
    expect(await screen.findByText('A Clerk hands this out at the counter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record what I took' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive stock' })).not.toBeInTheDocument();
  });
});

describe('Receive stock and Stocktake (Clerks and Admins)', () => {
  it('receives a delivery: the stock, the Low stock mark and the movements follow', async () => {
    const calls = showStock(['Clerk']);
    expect(await screen.findByText('Low stock')).toBeInTheDocument();
    const dialog = await openDialog('Receive stock');
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
    await userEvent.keyboard('200{Enter}');

    expect(await screen.findByText('Received: 200 pcs of Resistor 10 kΩ. In stock now: 280 pcs.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/ComponentTypes/5/stock/receive', body: { quantity: 200, note: null } }]);
    expect(await screen.findByText('In stock: 280 pcs')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Low stock')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Stock movements' });
    await waitFor(() =>
      expect(rowsOf(table)[1]).toEqual([expect.any(String), 'Received', '+200 pcs', '280 pcs', '', 'Clara Clerk', '']),
    );
  });

  it('asks a stocktake for its reason, then sets the stock to what was counted', async () => {
    const calls = showStock(['Admin']);
    const dialog = await openDialog('Stocktake');
    const counted = within(dialog).getByRole('spinbutton', { name: 'Counted on the shelf' });
    expect(counted).toHaveFocus();
    await userEvent.keyboard('75{Enter}');
    expect(
      await within(dialog).findByText('Say why the stock is counted (e.g. the yearly stocktake).'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Yearly stocktake{Enter}');
    expect(await screen.findByText('Stocktake recorded: Resistor 10 kΩ now holds 75 pcs.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { url: '/api/ComponentTypes/5/stock/count', body: { counted: 75, note: 'Yearly stocktake' } },
    ]);
    expect(await screen.findByText('In stock: 75 pcs')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stock movements' });
    await waitFor(() =>
      expect(rowsOf(table)[1]).toEqual([
        expect.any(String),
        'Stocktake',
        '−5 pcs',
        '75 pcs',
        '',
        'Clara Clerk',
        'Yearly stocktake',
      ]),
    );
  });

  it('offers a Clerk no Record what I took', async () => {
    showStock(['Clerk', 'Loaner']);
    expect(await screen.findByRole('button', { name: 'Stocktake' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record what I took' })).not.toBeInTheDocument();
  });
});

describe('Stock movements', () => {
  it("lists each movement's kind in words, its signed quantity, the stock after it and who, newest first", async () => {
    showStock(['Clerk'], {
      movements: [
        movementOf({ stockMovementId: 2, note: 'Project week' }),
        movementOf({
          stockMovementId: 1,
          kind: StockMovementKind.Receive,
          quantity: 80,
          quantityAfter: 80,
          loaner: null,
          actor: clara,
          createdAt: '2030-03-05T08:00:00.000Z',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Stock movements' });
    await waitFor(() =>
      expect(rowsOf(table)).toEqual([
        ['When', 'Kind', 'Quantity', 'Stock after', 'Who took it', 'Recorded by', 'Note'],
        [expect.stringContaining('2030'), 'Taken', '−10 pcs', '70 pcs', 'Lea Hansen', 'Lea Hansen', 'Project week'],
        [expect.stringContaining('2030'), 'Received', '+80 pcs', '80 pcs', '', 'Clara Clerk', ''],
      ]),
    );
  });

  it('pages like the other tables', async () => {
    const calls = showStock(['Clerk']);
    await screen.findByRole('table', { name: 'Stock movements' });
    expect(calls.find((call) => call.url.startsWith('/api/ComponentTypes/5/stock/movements'))?.url).toMatch(
      /pageNumber=1&pageSize=\d+/,
    );
    expect(await screen.findByText('No stock has moved yet.')).toBeInTheDocument();
  });
});
