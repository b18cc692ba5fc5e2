/**
 * A copy of `items` sorted by an ISO timestamp, newest first (spec 3 §2: the orders by date
 * descending, communications and history newest first). The api already answers in that order;
 * sorting here keeps the screen right whatever the answer's order, and is stable for equal dates.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, time: Date.parse(dateOf(item)) || 0 }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}
