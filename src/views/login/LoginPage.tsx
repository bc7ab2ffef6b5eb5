import { Suspense, lazy, useEffect, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSession } from '../../app/SessionProvider';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextInput } from '../ui/TextInput';
import { Inline, Stack, Text } from '../ui/Layout';
import { Brand, PRODUCT_NAME } from '../ui/BrandMark';
import { mockMode, resetDemoData } from '../ui/resetDemoData';
import { loginHelpMachine } from '../../machines/loginHelp.machine';
import { Marketing } from './Marketing';
import * as styles from './login.css';

// The help dialogs bring the dialog library with them; the sign-in form does not need it, so
// they load when first wanted (a pointer or focus on a help link fetches them ahead).
const loadLoginHelp = () => import('./LoginHelp');
const LoginHelp = lazy(() => loadLoginHelp().then((m) => ({ default: m.LoginHelp })));
const fetchHelpAhead = () => void loadLoginHelp().catch(() => {});

/**
 * docs/behaviour.md §2 Login: email, password, Remember me, and the plans. "Forgot Password?" and
 * "Request Access" say who can help (docs/behaviour.md §2), rather than leading nowhere.
 */
export default function LoginPage() {
  const session = useSession();
  const email = useSelector(session, (s) => s.context.email);
  const password = useSelector(session, (s) => s.context.password);
  const rememberMe = useSelector(session, (s) => s.context.rememberMe);
  const notice = useSelector(session, (s) => s.context.notice);
  const busy = useSelector(session, (s) => s.matches({ signedOut: 'signingIn' }) || s.matches('loadingProfile'));
  const help = useActorRef(loginHelpMachine);
  const helpOpen = useSelector(help, (s) => !s.matches('closed'));

  useEffect(() => {
    document.title = `Sign in · ${PRODUCT_NAME}`;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'login.submitted' });
  };

  return (
    <div className={styles.page}>
      <main className={styles.formColumn}>
        <Brand classes={styles} />
        <div>
          <h1 className={styles.heading}>Sign in</h1>
          <Text as="p" size="md" tone="muted" className={styles.subheading}>
            Welcome back. Sign in to your firm's workspace.
          </Text>
        </div>
        <Stack as="form" gap="lg" onSubmit={submit} noValidate aria-label="Sign in">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <TextInput
            label="Email address"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            disabled={busy}
            onChange={(e) => session.send({ type: 'login.changed', email: e.target.value })}
          />
          <TextInput
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(e) => session.send({ type: 'login.changed', password: e.target.value })}
          />
          <Inline gap="md" justify="between">
            <Checkbox
              label="Remember me"
              checked={rememberMe}
              disabled={busy}
              onChange={(e) => session.send({ type: 'login.changed', rememberMe: e.target.checked })}
            />
            <button
              type="button"
              className={styles.linkButton}
              onPointerEnter={fetchHelpAhead}
              onFocus={fetchHelpAhead}
              onClick={() => help.send({ type: 'help.opened', topic: 'forgotPassword' })}
            >
              Forgot Password?
            </button>
          </Inline>
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
          <Text as="p" tone="muted" className={styles.requestAccess}>
            New to {PRODUCT_NAME}?{' '}
            <button
              type="button"
              className={styles.linkButton}
              onPointerEnter={fetchHelpAhead}
              onFocus={fetchHelpAhead}
              onClick={() => help.send({ type: 'help.opened', topic: 'requestAccess' })}
            >
              Request Access
            </button>
          </Text>
        </Stack>
        {mockMode && (
          <Text as="p" tone="muted" className={styles.demoData}>
            Demo data is kept in this browser.{' '}
            <button type="button" className={styles.resetButton} onClick={resetDemoData}>
              Reset demo data
            </button>
          </Text>
        )}
      </main>
      <Marketing onStartTrialIntent={fetchHelpAhead} onStartTrial={() => help.send({ type: 'help.opened', topic: 'freeTrial' })} />
      {helpOpen && (
        <Suspense fallback={null}>
          <LoginHelp actor={help} />
        </Suspense>
      )}
    </div>
  );
}
