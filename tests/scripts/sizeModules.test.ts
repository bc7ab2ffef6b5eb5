import { describe, expect, it } from 'vitest';
import { bytesBySource } from '../../scripts/sizeModules';

describe("npm run size -- --modules: a script's bytes by source", () => {
  it('gives each run of bytes to the source its source-map segment names, up to the next segment or the line end', () => {
    // Line 1: a.ts from column 0, b.ts from column 4. Line 2: nothing named before column 2, then a.ts.
    const bytes = bytesBySource('aaaabbb\nzzccc', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;EDAA' });
    expect(Object.fromEntries(bytes)).toEqual({ 'a.ts': 7, 'b.ts': 3, '(unmapped)': 2 });
  });

  it('counts a segment that names no source, and a line with no segment, as unmapped', () => {
    const bytes = bytesBySource('aaaaxx\nyyy', { sources: ['a.ts'], mappings: 'AAAA,I;' });
    expect(Object.fromEntries(bytes)).toEqual({ 'a.ts': 4, '(unmapped)': 5 });
  });
});
