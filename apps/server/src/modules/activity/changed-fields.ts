type Fields = Record<string, unknown>;

/** The fields whose values differ between two snapshots, each side with only those; null when nothing changed. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
