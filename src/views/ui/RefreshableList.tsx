import { PageHeader } from './PageHeader';
import { Button, RetryAlert } from '.';

interface RefreshableListHeaderProps {
  title: string;
  subtitle: string;
  loading: boolean;
  /** The failure of the last load, shown with a way to try again. */
  error: string | null;
  onRefresh: () => void;
  /** "HH:mm" of the kept copy shown while offline (PageHeader). */
  asOf?: string | null;
}

/** The title row of a task list with Refresh, and its load failure with Try again. */
export function RefreshableListHeader({ title, subtitle, loading, error, onRefresh, asOf }: RefreshableListHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        asOf={asOf}
        actions={
          <Button variant="secondary" busy={loading} onClick={onRefresh}>
            Refresh
          </Button>
        }
      />
      {error && <RetryAlert title={error} onRetry={onRefresh} />}
    </>
  );
}
