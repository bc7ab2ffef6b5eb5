/** The red, green and blue channels (0–255) of a palette colour written '#rrggbb'. */
export function channelsOf(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return [r, g, b];
}
