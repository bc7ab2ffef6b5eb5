import { useDeferredValue, type ReactNode } from 'react';
import { itemsOf, type ListPage as PageRead } from '../../machines/list.machine';
import { Button } from './Button';
import { Card } from './Card';
import { PlusIcon } from './icons';
import { Table, type TableProps } from './Table';
import { Inline } from './Layout';
import { PageHeader } from './PageHeader';
import { Pagination, type PaginationProps } from './Pagination';
import { TextInput } from './TextInput';
import * as listStyles from './list.css';

interface ListPageProps {
  title: string;
  subtitle: string;
  /** The header's button that opens the form for a new record ("Add Client"). */
  addLabel: string;
  onAdd: () => void;
  /** Names the card that holds the list. */
  label: string;
  children: ReactNode;
}

/** A records screen's frame: its title row with the Add button, and the card its list sits in. */
export function ListPage({ title, subtitle, addLabel, onAdd, label, children }: ListPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button icon={<PlusIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      <Card flush aria-label={label}>
        {children}
      </Card>
    </>
  );
}

interface ListSearchBarProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  /** How many records there are or how the reading goes, announced as it changes. */
  status: ReactNode;
}

/** The search box above a list, with the count beside it. */
export function ListSearchBar({ label, placeholder, value, onSearch, status }: ListSearchBarProps) {
  return (
    <div className={listStyles.toolbar}>
      <TextInput
        className={listStyles.search}
        label={label}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onSearch(e.target.value)}
      />
      <span className={listStyles.toolbarStatus} aria-live="polite">
        {status}
      </span>
    </div>
  );
}

/** Under a list: which page this is, and the pager. */
export function ListPager(pager: PaginationProps) {
  return (
    <div className={listStyles.footer}>
      <span className={listStyles.count}>
        Page {pager.page} of {pager.totalPages}
      </span>
      <Pagination {...pager} />
    </div>
  );
}

interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'busy'> {
  /** Where the list's read stands; a failed or empty list is told by the page in its own words. */
  read: { loading: boolean; failed: boolean; empty: boolean };
  pager: PaginationProps;
}

/**
 * A filtered list's page of rows in its card, its count standing above it: placeholder rows
 * until the first page is read, then the rows, dimmed while the next page is read, and the
 * pager alone, centred, beneath them.
 */
export function PagedTable<Row>({ read: { loading, failed, empty }, pager, ...table }: PagedTableProps<Row>) {
  const firstLoad = loading && table.rows.length === 0;
  const listed = !failed && !empty;
  return (
    <>
      {(firstLoad || (listed && table.rows.length > 0)) && (
        <div className={loading && !firstLoad ? listStyles.busy : undefined}>
          <Table {...table} busy={loading} />
        </div>
      )}
      {listed && pager.totalPages > 0 && (
        <Inline justify="centre" className={listStyles.cardPager}>
          <Pagination {...pager} />
        </Inline>
      )}
    </>
  );
}

/** A paged list's state, as far as what it read goes. */
interface ListReadSnapshot<TItem> {
  context: { result: PageRead<TItem> | null; error: string | null };
  matches(state: 'loading' | 'failed' | 'empty'): boolean;
}

/** What a paged list's table, count and pager show of its read. */
export interface ShownRead<TItem> {
  rows: readonly TItem[];
  totalPages: number;
  totalItems: number;
  error: string | null;
  loading: boolean;
  failed: boolean;
  empty: boolean;
}

/**
 * A paged list's read as the list draws it: from the list's state as React last had time to draw
 * it, whole, so the rows, the count and whether it is loading always come from one moment, and a
 * page that arrives is drawn in a render that yields, not in the task that received it
 * (docs/decisions/105-the-first-screen-drawn-a-task-after-its-actors-start.md). What the user
 * types or picks (the search, the filters, the page asked for) the view reads live.
 */
export function useShownRead<TItem>(snapshot: ListReadSnapshot<TItem>): ShownRead<TItem> {
  const shown = useDeferredValue(snapshot);
  return {
    rows: itemsOf(shown.context.result),
    totalPages: shown.context.result?.totalPages ?? 0,
    totalItems: shown.context.result?.totalItems ?? 0,
    error: shown.context.error,
    loading: shown.matches('loading'),
    failed: shown.matches('failed'),
    empty: shown.matches('empty'),
  };
}
