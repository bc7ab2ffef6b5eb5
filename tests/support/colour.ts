/** The red, green and blue channels (0–255) of a palette colour written '#rrggbb'. */
export function channelsOf(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return [r, g, b];
}

/** The colour '#rrggbb' that a white wash written 'rgba(255,255,255,a)' gives over the colour `below`. */
export function washOver(wash: string, below: string): string {
  const match = /^rgba\(255,\s*255,\s*255,\s*([\d.]+)\)$/.exec(wash);
  if (!match) throw new Error(`${wash} is not a white wash`);
  const alpha = Number(match[1]);
  return `#${channelsOf(below)
    .map((c) =>
      Math.round(255 * alpha + c * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
