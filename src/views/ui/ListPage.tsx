import type { ReactNode } from 'react';
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
