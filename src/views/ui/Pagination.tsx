import { pageWindow, pageWindowAround } from '../../domain/pagination';
import * as styles from './Pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** At most this many page numbers, centred on the current page (docs/behaviour.md §9: 5). */
  windowSize?: number;
  /** When set, show this many pages either side of the current one instead (My Jobs: 2). */
  radius?: number;
  /** Pending screens hide the pager when everything fits on one page. */
  hideWhenSinglePage?: boolean;
  disabled?: boolean;
  label?: string;
}

export function Pagination({
  page,
  totalPages,
  onPageChange,
  windowSize = 5,
  radius,
  hideWhenSinglePage = false,
  disabled = false,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages < 1 || (hideWhenSinglePage && totalPages <= 1)) return null;
  const pages = radius === undefined ? pageWindow(page, totalPages, windowSize) : pageWindowAround(page, totalPages, radius);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  const go = (target: number) => () => {
    if (target !== page) onPageChange(target);
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.button} onClick={go(1)} disabled={disabled || atStart} aria-label="First page">
            <span aria-hidden="true">«</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={go(page - 1)} disabled={disabled || atStart} aria-label="Previous page">
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.button}
              onClick={go(number)}
              disabled={disabled}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.button} onClick={go(page + 1)} disabled={disabled || atEnd} aria-label="Next page">
            <span aria-hidden="true">›</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={go(totalPages)} disabled={disabled || atEnd} aria-label="Last page">
            <span aria-hidden="true">»</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
