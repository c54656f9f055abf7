import { describe, expect, it } from 'vitest';
import { RememberedUntilChange } from './remembered-until-change.js';

describe('RememberedUntilChange weighed by its answers', () => {
  const weighed = (capacity: number) => new RememberedUntilChange<number[]>(capacity, (ids) => Math.max(1, ids.length));

  it('lets the least recently used answers go until what it holds weighs no more than its capacity', () => {
    const memo = weighed(5);
    memo.remember('a', [1, 2], memo.changesSoFar());
    memo.remember('b', [], memo.changesSoFar());
    memo.remember('c', [3, 4], memo.changesSoFar());
    memo.recall('a');
    memo.remember('d', [5, 6, 7], memo.changesSoFar());
    expect(['a', 'b', 'c', 'd'].map((key) => memo.recall(key))).toEqual([[1, 2], undefined, undefined, [5, 6, 7]]);
  });

  it('keeps no answer heavier than its capacity, and counts a replaced answer once', () => {
    const memo = weighed(3);
    memo.remember('a', [1], memo.changesSoFar());
    memo.remember('big', [1, 2, 3, 4], memo.changesSoFar());
    expect(memo.recall('big')).toBeUndefined();
    memo.remember('a', [1, 2], memo.changesSoFar());
    memo.remember('b', [3], memo.changesSoFar());
    expect([memo.recall('a'), memo.recall('b')]).toEqual([[1, 2], [3]]);
  });

  it('forgets everything on a change, and keeps no answer read while a change came', () => {
    const memo = weighed(10);
    memo.remember('a', [1], memo.changesSoFar());
    const beforeReading = memo.changesSoFar();
    memo.forget();
    memo.remember('b', [2], beforeReading);
    expect([memo.recall('a'), memo.recall('b')]).toEqual([undefined, undefined]);
    memo.remember('c', [3], memo.changesSoFar());
    expect(memo.recall('c')).toEqual([3]);
  });
});
