/** The /labels query: `componentTypeId=12` for every component of the type, `&components=1,2,5-8` for some. */
export interface LabelsQuery {
  componentTypeId: number | null;
  /** null for every component of the type. */
  componentNumbers: number[] | null;
}

const MAX_LISTED_NUMBERS = 10_000;

function positive(text: string): number | null {
  const value = Number(text);
  return /^\d{1,9}$/.test(text) && value > 0 ? value : null;
}

/** "1, 2, 5-8" → [1, 2, 5, 6, 7, 8]; null when any part is not a number or a range of numbers. */
export function parseComponentNumbers(text: string): number[] | null {
  const numbers = new Set<number>();
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const [from, to = from] = part.split('-').map((end) => positive(end.trim()));
    if (!from || !to || to < from || numbers.size + to - from >= MAX_LISTED_NUMBERS) return null;
    for (let number = from; number <= to; number += 1) numbers.add(number);
  }
  return numbers.size > 0 ? [...numbers].sort((a, b) => a - b) : null;
}

export function parseLabelsQuery(searchParams: URLSearchParams): LabelsQuery {
  const components = searchParams.get('components');
  return {
    componentTypeId: positive(searchParams.get('componentTypeId') ?? ''),
    componentNumbers: components ? parseComponentNumbers(components) : null,
  };
}
