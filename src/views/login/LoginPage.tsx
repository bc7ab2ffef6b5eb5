import { useEffect, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSession } from '../../app/SessionProvider';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextInput } from '../ui/TextInput';
import { Brand, PRODUCT_NAME } from '../ui/BrandMark';
import { mockMode, resetDemoData } from '../ui/resetDemoData';
import { loginHelpMachine } from '../../machines/loginHelp.machine';
import { LoginHelp } from './LoginHelp';
import { Marketing } from './Marketing';
import * as styles from './login.css';

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

  useEffect(() => {
    document.title = `Sign in · ${PRODUCT_NAME}`;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'login.submit' });
  };

  return (
    <div className={styles.page}>
      <main className={styles.formColumn}>
        <Brand classes={styles} />
        <div>
          <h1 className={styles.heading}>Sign in</h1>
          <p className={styles.subheading}>Welcome back. Sign in to your firm's workspace.</p>
        </div>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
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
          <div className={styles.formRow}>
            <Checkbox
              label="Remember me"
              checked={rememberMe}
              disabled={busy}
              onChange={(e) => session.send({ type: 'login.changed', rememberMe: e.target.checked })}
            />
            <button type="button" className={styles.linkButton} onClick={() => help.send({ type: 'help.opened', topic: 'forgotPassword' })}>
              Forgot Password?
            </button>
          </div>
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
          <p className={styles.requestAccess}>
            New to {PRODUCT_NAME}?{' '}
            <button type="button" className={styles.linkButton} onClick={() => help.send({ type: 'help.opened', topic: 'requestAccess' })}>
              Request Access
            </button>
          </p>
        </form>
        {mockMode && (
          <p className={styles.demoData}>
            Demo data is kept in this browser.{' '}
            <button type="button" className={styles.resetButton} onClick={resetDemoData}>
              Reset demo data
            </button>
          </p>
        )}
      </main>
      <Marketing onStartTrial={() => help.send({ type: 'help.opened', topic: 'freeTrial' })} />
      <LoginHelp actor={help} />
    </div>
  );
}
