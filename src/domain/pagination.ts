function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Up to `maxNumbers` page numbers with `current` as close to the middle as the ends allow
 * (docs/behaviour.md §9: jobs, clients, users and pending show at most 5 numbers).
 */
export function pageWindow(current: number, total: number, maxNumbers = 5): number[] {
  if (total < 1 || maxNumbers < 1) return [];
  const size = Math.min(maxNumbers, total);
  const page = clamp(current, 1, total);
  const start = clamp(page - Math.floor((size - 1) / 2), 1, total - size + 1);
  return range(start, start + size - 1);
}

/** Pages within `radius` of `current`, cut at the ends (docs/behaviour.md §9: My Jobs shows 2 either side). */
export function pageWindowAround(current: number, total: number, radius = 2): number[] {
  if (total < 1) return [];
  const page = clamp(current, 1, total);
  const reach = Math.max(0, radius);
  return range(Math.max(1, page - reach), Math.min(total, page + reach));
}
