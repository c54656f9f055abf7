import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { componentTypeKeys } from './component-types/keys';
import { componentKeys } from './components/keys';
import { loanerKeys } from './loaners/keys';
import { loanKeys } from './loans/keys';
import { mailKeys } from './mail/keys';
import { reservationKeys } from './reservations/keys';
import { waitlistKeys } from './waitlist/keys';

const page = { pageNumber: 1, pageSize: 10, searchString: '' };

/** The cached keys an invalidation of `prefix` reaches, out of `keys`, by TanStack Query's own matching. */
function reach(keys: QueryKey[], prefix: QueryKey): QueryKey[] {
  const client = new QueryClient();
  for (const queryKey of keys) client.setQueryData(queryKey, 'cached');
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey);
}

describe('the query-key factories', () => {
  it("reach a reservation list by the resource's all, the Clerk's lists and the Loaner's own apart", () => {
    const clerk = reservationKeys.list(page);
    const own = reservationKeys.ownList({ pageNumber: 1, pageSize: 10 });
    expect(reach([clerk, own], reservationKeys.all)).toEqual([clerk, own]);
    expect(reach([clerk, own], reservationKeys.lists)).toEqual([clerk]);
    expect(reach([clerk, own], reservationKeys.ownLists)).toEqual([own]);
  });

  it('reach the browse pages without the open details by lists, both by all', () => {
    const list = componentTypeKeys.list({ ...page, categoryIds: [] });
    const detail = componentTypeKeys.detail(3);
    expect(reach([list, detail], componentTypeKeys.lists)).toEqual([list]);
    expect(reach([list, detail], componentTypeKeys.all)).toEqual([list, detail]);
  });

  it("reach every query about one type's components by ofType, and no other type's", () => {
    const component = { componentId: 9, componentTypeId: 1 } as Parameters<typeof componentKeys.history>[0];
    const ofOne = [
      componentKeys.page(1, { ...page, sortBy: 'default' }),
      componentKeys.byNumber(1, 5),
      componentKeys.everyOfType(1),
      componentKeys.nextNumber(1),
      componentKeys.history(component, { pageNumber: 1, pageSize: 10 }),
    ];
    const ofTwo = componentKeys.nextNumber(2);
    expect(reach([...ofOne, ofTwo], componentKeys.ofType(1))).toEqual(ofOne);
    expect(reach([...ofOne, ofTwo], componentKeys.all)).toEqual([...ofOne, ofTwo]);
  });

  it("reach every loaner query and every loan list by the resource's all", () => {
    const loaners = [loanerKeys.list(page), loanerKeys.detail(4), loanerKeys.current, loanerKeys.byAuId('au1')];
    expect(reach(loaners, loanerKeys.all)).toEqual(loaners);
    const loans = [loanKeys.list(page), loanKeys.ownList(page), loanKeys.history(4, { pageNumber: 1, pageSize: 5 })];
    expect(reach(loans, loanKeys.all)).toEqual(loans);
  });

  it("reach the e-mail log's pages by logs, not the reminder's template or count", () => {
    const logsPage = mailKeys.logsPage({ pageNumber: 2, pageSize: 25 });
    expect(reach([logsPage, mailKeys.template, mailKeys.count], mailKeys.logs)).toEqual([logsPage]);
  });

  it("reach every type's queue by the component types' all, which every lending action refreshes, own places apart", () => {
    const queue = waitlistKeys.queue(3, { pageNumber: 1, pageSize: 10 });
    const own = waitlistKeys.ownList({ pageNumber: 1, pageSize: 10 });
    expect(reach([queue, own], componentTypeKeys.all)).toEqual([queue]);
    expect(reach([queue, own], waitlistKeys.queues)).toEqual([queue]);
    expect(reach([queue, own], waitlistKeys.ownLists)).toEqual([own]);
  });
});
