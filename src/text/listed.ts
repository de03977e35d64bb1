/** Items as a sentence lists them: "a", "a and b", "a, b and c" (no serial comma, as the site's copy writes). */
export const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
