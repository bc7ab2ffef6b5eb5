import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Inline } from '../ui/Layout';
import { PageHeader } from '../ui/PageHeader';
import * as styles from './shell.css';

export const SCREEN_FAILED_TITLE = 'This page could not be shown';
export const SCREEN_FAILED_MESSAGE = 'Something on this page went wrong. Nothing you saved is lost: try again, or go to the dashboard.';

interface Props {
  /** What the user is looking at; a new place starts with a clean slate. */
  place: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The place the state belongs to. */
  place: string;
}

/**
 * One screen that fails while drawing stays one screen: the layout, the sidebar and the
 * session go on, and the user gets a way back (docs/behaviour.md §2 "A screen that fails").
 * React catches render errors only in a class component.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, place: this.props.place };

  /** Moving to another page leaves the failure behind. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.place === state.place ? null : { failed: false, place: props.place };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to draw', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.centred}>
        <PageHeader title={SCREEN_FAILED_TITLE} />
        <Alert tone="danger">{SCREEN_FAILED_MESSAGE}</Alert>
        <Inline gap="lg" justify="centre">
          <Button onClick={() => this.setState({ failed: false })}>Try again</Button>
          <Link href="/dashboard">Go to Dashboard</Link>
        </Inline>
      </div>
    );
  }
}
