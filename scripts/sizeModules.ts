/**
 * `npm run size -- --modules`: which source modules the bytes /login loads come from. Each
 * script's minified bytes are given to the module its source map names for them; a module's
 * gzip share is its part of its script's bytes times that script's gzip size (gzip works across
 * module boundaries, so the shares are an estimate that adds up to the measured total).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Minified bytes of `code` per source file, from its source map; unmapped bytes under '(unmapped)'. */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, n: number) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let covered = 0;
    const segments = lineMappings ? lineMappings.split(',').map(decodeSegment) : [];
    const starts: { column: number; source: number | null }[] = [];
    for (const segment of segments) {
      column += segment[0];
      if (segment.length >= 4) sourceIndex += segment[1];
      starts.push({ column, source: segment.length >= 4 ? sourceIndex : null });
    }
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : line.length;
      const length = Math.max(0, end - start.column);
      covered += length;
      add(
        start.source === null ? '(unmapped)' : map.sources[start.source],
        Buffer.byteLength(line.slice(start.column, start.column + length)),
      );
    });
    if (covered < line.length) add('(unmapped)', Buffer.byteLength(line.slice(0, line.length - covered)));
  });
  return bytes;
}

/** The name a source path is reported under: a package's name, or the app's path from src/. */
function moduleName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (pkg) return `${pkg[1]} ${pkg[2]}`;
  return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
}

export interface ModuleShare {
  module: string;
  minified: number;
  gzip: number;
}

/** Every module's share of the given built scripts (paths as the page fetched them), largest first. */
export function moduleShares(dir: string, files: string[]): ModuleShare[] {
  const shares = new Map<string, ModuleShare>();
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = join(dir, `${file}.map`);
    const total = Buffer.byteLength(code);
    // The bundler's own runtime chunk has no map: it is reported under its file's name.
    const bySource = existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)
      : new Map([[file.replace(/-[\w-]{8}\.js$/, '.js'), total]]);
    for (const [source, minified] of bySource) {
      const name = moduleName(source);
      const share = shares.get(name) ?? { module: name, minified: 0, gzip: 0 };
      share.minified += minified;
      share.gzip += (gzip * minified) / total;
      shares.set(name, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The same shares summed per package (node_modules) or per app folder. */
export function groupShares(shares: ModuleShare[]): ModuleShare[] {
  const groups = new Map<string, ModuleShare>();
  for (const share of shares) {
    const name = share.module.includes(' ') ? share.module.split(' ')[0] : share.module.split('/').slice(0, 2).join('/');
    const group = groups.get(name) ?? { module: name, minified: 0, gzip: 0 };
    group.minified += share.minified;
    group.gzip += share.gzip;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip);
}
