import * as styles from './DetailList.css';

/** A record's facts as a term / definition list; an empty value reads "N/A". */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value || 'N/A'}</dd>
        </div>
      ))}
    </dl>
  );
}
