/** Keeps list orders current with a binary insert instead of re-sorting 10,000 devices after each change. */
export function insertSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number): void {
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const current = items[middle] as T
    if (compare(current, item) <= 0) low = middle + 1
    else high = middle
  }
  items.splice(low, 0, item)
}

export function removeItem<T>(items: T[], item: T): void {
  const index = items.indexOf(item)
  if (index >= 0) items.splice(index, 1)
}
