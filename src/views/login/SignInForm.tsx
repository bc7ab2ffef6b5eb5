import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginFormMachine } from '../../machines/loginForm.machine';
import type { LoginHelpTopic } from '../../machines/loginHelp.machine';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextInput } from '../ui/TextInput';
import { Inline, Stack, Text } from '../ui/Layout';
import { PRODUCT_NAME } from '../ui/BrandMark';
import * as styles from './login.css';

interface SignInFormProps {
  form: ActorRefFrom<typeof loginFormMachine>;
  /** A help link was followed. */
  onHelp: (topic: LoginHelpTopic) => void;
  /** A pointer or focus reached a help link: its dialog may be fetched ahead. */
  onHelpIntent: () => void;
}

/** The sign-in form of docs/behaviour.md §2: email, password, Remember me, and the two help links. */
export function SignInForm({ form, onHelp, onHelpIntent }: SignInFormProps) {
  const { email, password, rememberMe, notice } = useSelector(form, (s) => s.context);
  const busy = useSelector(form, (s) => s.hasTag('busy'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'login.submitted' });
  };

  return (
    <Stack as="form" gap="lg" onSubmit={submit} noValidate aria-label="Sign in">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextInput
        label="Email address"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        disabled={busy}
        onChange={(e) => form.send({ type: 'login.changed', email: e.target.value })}
      />
      <TextInput
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        disabled={busy}
        onChange={(e) => form.send({ type: 'login.changed', password: e.target.value })}
      />
      <Inline gap="md" justify="between">
        <Checkbox
          label="Remember me"
          checked={rememberMe}
          disabled={busy}
          onChange={(e) => form.send({ type: 'login.changed', rememberMe: e.target.checked })}
        />
        <HelpLink topic="forgotPassword" onHelp={onHelp} onHelpIntent={onHelpIntent}>
          Forgot Password?
        </HelpLink>
      </Inline>
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <Text as="p" tone="muted" className={styles.requestAccess}>
        New to {PRODUCT_NAME}?{' '}
        <HelpLink topic="requestAccess" onHelp={onHelp} onHelpIntent={onHelpIntent}>
          Request Access
        </HelpLink>
      </Text>
    </Stack>
  );
}

/** A link-styled button that opens one help dialog; reaching it fetches the dialogs ahead. */
function HelpLink({
  topic,
  onHelp,
  onHelpIntent,
  children,
}: Omit<SignInFormProps, 'form'> & { topic: LoginHelpTopic; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onPointerEnter={onHelpIntent} onFocus={onHelpIntent} onClick={() => onHelp(topic)}>
      {children}
    </button>
  );
}
