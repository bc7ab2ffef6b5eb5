/** docs/behaviour.md §2: the header badge shows 99+ above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}
