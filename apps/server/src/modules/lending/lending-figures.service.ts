import { labToday } from '../../lib/lab-date.js';
import type { LendingContext } from './lending-context.js';
import { countLendingFigures, type LendingFigures } from './lending-figures.repo.js';

export type { LendingFigures };

/** The lending figures now, "overdue" by the lab's today: read at each scrape of GET /metrics. */
export function lendingFiguresNow(ctx: LendingContext): Promise<LendingFigures> {
  return countLendingFigures(ctx.db, labToday(ctx));
}
