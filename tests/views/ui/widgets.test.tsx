import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from '../../../src/views/ui/Alert';
import { Avatar } from '../../../src/views/ui/Avatar';
import { Badge } from '../../../src/views/ui/Badge';
import { Button } from '../../../src/views/ui/Button';
import { Card } from '../../../src/views/ui/Card';
import { EmptyState } from '../../../src/views/ui/EmptyState';
import { IconButton } from '../../../src/views/ui/IconButton';
import { ProgressBar } from '../../../src/views/ui/ProgressBar';
import { Spinner } from '../../../src/views/ui/Spinner';
import { StatCard } from '../../../src/views/ui/StatCard';
import { Table } from '../../../src/views/ui/Table';
import { Tabs } from '../../../src/views/ui/Tabs';
import { Toast } from '../../../src/views/ui/Toast';

describe('Button', () => {
  it('is disabled and marked busy with a silent spinner while working', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick} icon={<span>+</span>}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button that never submits a form by accident', () => {
    render(<Button variant="danger">Delete Job</Button>);
    expect(screen.getByRole('button', { name: 'Delete Job' }).getAttribute('type')).toBe('button');
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, not its icon', () => {
    render(<IconButton aria-label="Delete file" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Delete file' })).toBeTruthy();
  });
});

describe('Spinner, Badge, Toast, EmptyState, Card', () => {
  it('announces its label', () => {
    render(<Spinner label="Loading Reports..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading Reports...');
  });

  it('shows badge text', () => {
    render(<Badge tone="danger">Overdue</Badge>);
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  it('announces a toast politely', () => {
    render(<Toast message="Found 3 reports for the selected date range" />);
    expect(screen.getByRole('status').textContent).toContain('Found 3 reports for the selected date range');
  });

  it('shows an empty state heading, message and action', () => {
    render(<EmptyState title="All Clear!" message="Nothing is overdue." action={<Button>Refresh</Button>} />);
    expect(screen.getByRole('heading', { name: 'All Clear!' })).toBeTruthy();
    expect(screen.getByText('Nothing is overdue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('names a card region by its title', () => {
    render(
      <Card title="Quick Actions" actions={<Button>Refresh Data</Button>}>
        body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Quick Actions' })).toBeTruthy();
  });
});

describe('Alert', () => {
  it('interrupts for danger and can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Alert tone="danger" title="Error Loading Dashboard" onDismiss={onDismiss}>
        Failed to load dashboard data
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard data');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is a polite status for other tones', () => {
    render(<Alert tone="warning">Your account has been locked.</Alert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Your account has been locked.');
  });
});

describe('ProgressBar', () => {
  it('reports its value, clamped to the range', () => {
    const { rerender } = render(<ProgressBar label="Tasks assigned" value={3} max={4} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Tasks assigned' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('75%');
    rerender(<ProgressBar label="Tasks assigned" value={9} max={4} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    rerender(<ProgressBar label="Tasks assigned" value={2} max={0} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('100%');
  });
});

describe('Avatar', () => {
  it('shows the initial when there is no image', () => {
    render(<Avatar name="Ada Obi" letters={1} />);
    expect(screen.getByRole('img', { name: 'Ada Obi' }).textContent).toBe('A');
  });

  it('falls back to the initials when the image fails', () => {
    render(<Avatar name="Ada Obi" src="/broken.png" />);
    const avatar = screen.getByRole('img', { name: 'Ada Obi' });
    const image = avatar.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('AO');
  });

  it("shows 'U' without a name", () => {
    render(<Avatar name={null} />);
    expect(screen.getByRole('img', { name: 'User' }).textContent).toBe('U');
  });
});

describe('StatCard', () => {
  it('is a button named by its label and value when clickable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<StatCard label="Overdue Jobs" value={4} tone="danger" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: /Overdue Jobs\s*4/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is not a button without a handler', () => {
    render(<StatCard label="Active Tasks" value={7} hint="In progress" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('In progress')).toBeTruthy();
  });
});

describe('Table', () => {
  type Row = { id: number; name: string };
  const columns = [
    { key: 'name', header: 'Job Details', render: (row: Row) => row.name },
    { key: 'id', header: 'Number', render: (row: Row) => `#${row.id}`, align: 'right' as const },
  ];

  it('is a focusable, named scroll region around a table with column headers', () => {
    render(
      <Table
        label="Jobs"
        caption="All jobs"
        captionHidden
        columns={columns}
        rows={[{ id: 1, name: 'VAT return' }]}
        rowKey={(row) => row.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Jobs' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('table', { name: 'All jobs' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Job Details', 'Number']);
    expect(screen.getByRole('cell', { name: '#1' })).toBeTruthy();
  });

  it('spans the empty state across all columns', () => {
    render(<Table label="Jobs" columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>No jobs found</p>} />);
    expect(screen.getByRole('cell', { name: 'No jobs found' }).getAttribute('colspan')).toBe('2');
  });
});

describe('Tabs', () => {
  function Harness() {
    const [tab, setTab] = useState('tasks');
    return (
      <Tabs
        label="Job history"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { id: 'tasks', label: 'Tasks', content: <p>Task list</p> },
          { id: 'summary', label: 'Summary', content: <p>Summary panel</p> },
        ]}
      />
    );
  }

  it('moves and selects with the arrow keys, Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Job history' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tasks' }));
    await user.keyboard('{ArrowRight}');
    const summary = screen.getByRole('tab', { name: 'Summary' });
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Summary' }).textContent).toBe('Summary panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tasks' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Tasks' }).getAttribute('tabindex')).toBe('-1');
  });
});
