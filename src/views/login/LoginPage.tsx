import { Suspense, lazy } from 'react';
import { useSelector } from '@xstate/react';
import { useSession } from '../../app/SessionProvider';
import { Text } from '../ui/Layout';
import { Brand } from '../ui/BrandMark';
import { mockMode, resetDemoData } from '../ui/resetDemoData';
import { Marketing } from './Marketing';
import { SignInForm } from './SignInForm';
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
  // The session runs the form, and the form its help dialogs, while signed out; once signed in
  // the guards lead away from here.
  const form = useSelector(useSession(), (s) => s.children.loginForm);
  const help = useSelector(form, (s) => s?.context.help);
  const helpOpen = useSelector(help, (s) => (s ? !s.matches('closed') : false));

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
        {form && <SignInForm form={form} onHelp={(topic) => help?.send({ type: 'help.opened', topic })} onHelpIntent={fetchHelpAhead} />}
        {mockMode && (
          <Text as="p" tone="muted" className={styles.demoData}>
            Demo data is kept in this browser.{' '}
            <button type="button" className={styles.resetButton} onClick={resetDemoData}>
              Reset demo data
            </button>
          </Text>
        )}
      </main>
      <Marketing onStartTrialIntent={fetchHelpAhead} onStartTrial={() => help?.send({ type: 'help.opened', topic: 'freeTrial' })} />
      {help && helpOpen && (
        <Suspense fallback={null}>
          <LoginHelp actor={help} />
        </Suspense>
      )}
    </div>
  );
}
