/**
 * The claim of a notice that another module makes in the transaction of its own change, and sends after the
 * commit (the low-stock notice of a stock movement): notices' one door for that, so no module reads its
 * repository.
 */

export { NoticeKind } from './notice-kind.js';
export { claimNotices } from './notices.repo.js';
