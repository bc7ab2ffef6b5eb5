import type { DashboardCategory } from '../../domain/dashboard';

const paths: Record<DashboardCategory, string> = {
  // A warning triangle for overdue work.
  overdue: 'M12 3l10 18H2L12 3zm0 6v5m0 3v.5',
  // A clock for work in progress.
  ongoing: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4v5l3 3',
  // An hourglass for work waiting on someone else's review.
  inReview: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  // A check for work waiting on the user's own review.
  toReview: 'M4 12l5 5L20 6',
};

export function CategoryIcon({ category }: { category: DashboardCategory }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[category]} />
    </svg>
  );
}
