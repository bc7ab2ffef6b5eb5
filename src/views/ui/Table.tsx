import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './Table.css';
import { cx } from './cx';
import { sizedBy } from './dynamic';
import { widthFromSize } from './dynamic.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: string;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Names the scrollable region; on phones the table scrolls sideways inside it. */
  label: string;
  caption?: ReactNode;
  /** Keeps the caption for screen readers only, when a visible heading already names the table. */
  captionHidden?: boolean;
  /** Shown across all columns when there are no rows. */
  empty?: ReactNode;
  className?: string;
  /**
   * On a phone each row becomes a card of label and value pairs, with the same facts and
   * actions, instead of a table that scrolls sideways (docs/design.md §1 Views).
   */
  cardsOnPhone?: boolean;
  /**
   * The rows are being read: the region says so (`aria-busy`), and before any row is known it
   * shows SKELETON_ROWS placeholder rows instead of a count or an empty message
   * (docs/design.md "Loading tells the truth").
   */
  busy?: boolean;
}

/** How many placeholder rows stand in for a page not yet read. */
export const SKELETON_ROWS = 5;
const SKELETON = Array.from({ length: SKELETON_ROWS }, (_, index) => index);

export function Table<Row>({
  columns,
  rows,
  rowKey,
  label,
  caption,
  captionHidden = false,
  empty,
  className,
  cardsOnPhone = false,
  busy = false,
}: TableProps<Row>) {
  return (
    // A keyboard user must be able to focus the region to scroll a table wider than the screen.
    <div className={cx(styles.scroller, className)} role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={0}>
      <table className={cx(styles.table, cardsOnPhone && styles.cards)}>
        {caption && <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headCell, styles.align[column.align ?? 'left'], column.width && widthFromSize)}
                style={column.width ? sizedBy(column.width) : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && busy ? (
            SKELETON.map((index) => (
              // Placeholders only: the region's aria-busy tells a screen reader the rows are coming.
              // Keyed apart from any row's key: a row that took over a placeholder's element would
              // be drawn as that placeholder moving and growing (a layout shift), not as a new row.
              <tr key={`skeleton-${index}`} className={styles.row} aria-hidden="true" data-skeleton="">
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    <span className={styles.skeleton} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cx(styles.cell, styles.align[column.align ?? 'left'])}
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                  >
                    {column.render(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
