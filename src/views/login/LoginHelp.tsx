import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SALES_EMAIL, salesMailto } from '../../domain/plans';
import type { loginHelpMachine } from '../../machines/loginHelp.machine';
import { PRODUCT_NAME } from '../ui/BrandMark';
import { Stack } from '../ui/Layout';
import { ReadOnlyModal } from '../ui/ReadOnlyModal';
import * as styles from './login.css';

type LoginHelpRef = ActorRefFrom<typeof loginHelpMachine>;

/** What each login link tells: who can help, and how to reach them. */
export function LoginHelp({ actor }: { actor: LoginHelpRef }) {
  const topic = useSelector(actor, (s) => (s.matches('closed') ? null : s.value));
  const close = () => actor.send({ type: 'help.closed' });

  if (topic === 'forgotPassword') {
    return (
      <ReadOnlyModal open onClose={close} size="sm" title="Forgot your password?">
        <Stack gap="md" className={styles.helpText}>
          <p>{PRODUCT_NAME} accounts belong to your firm, so your password is reset by your firm's administrator.</p>
          <p>Ask them to reset it, then sign in here with the password they give you.</p>
        </Stack>
      </ReadOnlyModal>
    );
  }
  if (topic === 'requestAccess') {
    return (
      <ReadOnlyModal open onClose={close} size="sm" title="Request access">
        <Stack gap="md" className={styles.helpText}>
          <p>Accounts are created by your firm's administrator, under Users in {PRODUCT_NAME}.</p>
          <p>Ask them to add you with your work email address; you can sign in here once they have.</p>
          <p>
            If your firm does not use {PRODUCT_NAME} yet, write to <a href={salesMailto('Professional', 'trial')}>{SALES_EMAIL}</a>.
          </p>
        </Stack>
      </ReadOnlyModal>
    );
  }
  if (topic === 'freeTrial') {
    return (
      <ReadOnlyModal
        open
        onClose={close}
        size="sm"
        title="Start a free trial"
        actions={
          <a className={styles.helpAction} href={salesMailto('Professional', 'trial')}>
            Email {SALES_EMAIL}
          </a>
        }
      >
        <Stack gap="md" className={styles.helpText}>
          <p>Trials of the Professional plan are opened by our team for your firm.</p>
          <p>
            Email us your firm's name and how many people will use it, and we will set up your workspace and send your administrator their
            sign-in.
          </p>
        </Stack>
      </ReadOnlyModal>
    );
  }
  return null;
}
