import type { ReactNode } from 'react';
import type { DashboardCategory } from '../../domain/dashboard';

/**
 * The one icon set. Every glyph is a stroked drawing on a square grid, hidden from assistive
 * technology: the button or link that holds it carries the accessible name. `path` is the glyph's
 * main stroke; a glyph with more parts adds them as children, drawn beneath it.
 */
function Glyph({ size, grid, stroke, path, children }: { size: number; grid: number; stroke: number; path: string; children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
      <path d={path} />
    </svg>
  );
}

/** An action glyph: 16 units wide, with a 1.5 stroke. */
function ActionGlyph({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <Glyph size={16} grid={16} stroke={1.5} path={path}>
      {children}
    </Glyph>
  );
}

// The parts some glyphs draw beside their main stroke.
const eyePupil = <circle cx="8" cy="8" r="2" />;
const padlockBody = <rect x="3" y="7" width="10" height="7" rx="1.5" />;
const banRing = <circle cx="8" cy="8" r="6" />;
const lensRing = <circle cx="7" cy="7" r="4.5" />;
const personHead = <circle cx="6" cy="5" r="2.5" />;

export const ViewIcon = () => (
  <ActionGlyph path="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z">{eyePupil}</ActionGlyph>
);

export const EditIcon = () => <ActionGlyph path="M10.5 2.5l3 3L6 13H3v-3z" />;

export const DeleteIcon = () => <ActionGlyph path="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />;

export const LockIcon = () => <ActionGlyph path="M5 7V5a3 3 0 016 0v2">{padlockBody}</ActionGlyph>;

export const UnlockIcon = () => <ActionGlyph path="M5 7V5a3 3 0 015.8-1">{padlockBody}</ActionGlyph>;

export const BanIcon = () => <ActionGlyph path="M3.8 12.2l8.4-8.4">{banRing}</ActionGlyph>;

export const PlusIcon = () => <ActionGlyph path="M8 3v10M3 8h10" />;

/** A person with a plus: give work to someone. */
export const AssignIcon = () => <ActionGlyph path="M1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5M13 5v4M11 7h4">{personHead}</ActionGlyph>;

export const SearchIcon = () => <ActionGlyph path="M10.5 10.5L14 14">{lensRing}</ActionGlyph>;

export const FilterIcon = () => <ActionGlyph path="M2 3h12l-4.5 5.5V13l-3-1.5V8.5z" />;

export const RefreshIcon = () => <ActionGlyph path="M13 8a5 5 0 1 1-1.5-3.5M13 2.5V5h-2.5" />;

export const BackIcon = () => <ActionGlyph path="M10 3L5 8l5 5" />;

export const UploadIcon = () => <ActionGlyph path="M8 11V3M4.5 6.5L8 3l3.5 3.5M3 13h10" />;

export const DownloadIcon = () => <ActionGlyph path="M8 3v8M4.5 7.5L8 11l3.5-3.5M3 13h10" />;

export const RepeatIcon = () => (
  <ActionGlyph path="M2.5 7V6a2.5 2.5 0 0 1 2.5-2.5h8M11 1.5l2 2-2 2M13.5 9v1a2.5 2.5 0 0 1-2.5 2.5H3M5 14.5l-2-2 2-2" />
);

const categoryPaths: Record<DashboardCategory, string> = {
  // A warning triangle for overdue work.
  overdue: 'M12 3l10 18H2L12 3zm0 6v5m0 3v.5',
  // A clock for work in progress.
  ongoing: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4v5l3 3',
  // An hourglass for work waiting on someone else's review.
  inReview: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  // A check for work waiting on the user's own review.
  toReview: 'M4 12l5 5L20 6',
};

/** The larger glyph of a dashboard stat card, on a 24-unit grid. */
export function CategoryIcon({ category }: { category: DashboardCategory }) {
  return <Glyph size={22} grid={24} stroke={2} path={categoryPaths[category]} />;
}
