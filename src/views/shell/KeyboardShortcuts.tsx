import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shortcutRows } from '../../domain/shortcuts';
import { shortcutsMachine, type KeyPressed } from '../../machines/shortcuts.machine';
import { ReadOnlyModal, Text } from '../ui';
import { focusQuietly, moveFocus } from '../ui/focus';
import * as styles from './shell.css';

type ShortcutsRef = ActorRefFrom<typeof shortcutsMachine>;

const BUTTON_LIKE_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color']);

/** Whether a key pressed with focus here is typing (text boxes, selects, editable areas). */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !BUTTON_LIKE_INPUTS.has(target.type);
  return target.closest('[role="combobox"], [role="listbox"], [role="textbox"]') !== null;
}

/** The shortcuts machine's browser effects, carried out in this document. */
export function shortcutEffects(navigate: (to: string) => void) {
  return shortcutsMachine.provide({
    actions: {
      navigate: (_, { to }) => navigate(to),
      moveBy: (_, { by }) => moveFocus(by),
      focusSearch: () => {
        const search = document.querySelector<HTMLElement>('main input[type="search"]');
        if (search) focusQuietly(search);
      },
    },
  });
}

/**
 * Feeds the layout's key presses to the shortcuts machine, which carries out what it decides
 * (navigation, focus on the search box, a step through the list) through `shortcutEffects`.
 * A key the machine takes does nothing else (no "/" typed into the search box it just focused).
 */
export function KeyboardShortcuts({ actor, canApprove }: { actor: ShortcutsRef; canApprove: boolean }) {
  const helpOpen = useSelector(actor, (s) => s.matches({ help: 'open' }));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const pressed: KeyPressed = {
        type: 'key.pressed',
        key: event.key,
        // A key typed into a field is typing wherever the field is: the document is searched
        // for an open dialog only for the other keys, not on every keystroke of a form.
        landed: isField(event.target) ? 'field' : document.querySelector('[role="dialog"], [role="alertdialog"]') ? 'dialog' : 'page',
        modified: event.ctrlKey || event.metaKey || event.altKey,
      };
      if (event.defaultPrevented || !actor.getSnapshot().can(pressed)) return;
      event.preventDefault();
      actor.send(pressed);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor]);

  const close = () => actor.send({ type: 'help.closed' });
  return (
    <ReadOnlyModal
      open={helpOpen}
      onClose={close}
      title="Keyboard shortcuts"
      description="They work anywhere except while you type in a field."
    >
      <dl className={styles.shortcutList}>
        {shortcutRows(canApprove).map((row) => (
          <div key={row.keys.join(' ')} className={styles.shortcutRow}>
            <dt className={styles.shortcutKeys}>
              {row.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && (
                    <Text size="xs" tone="muted">
                      {row.keys[0] === 'Ctrl' ? ' + ' : ' then '}
                    </Text>
                  )}
                  <kbd className={styles.kbd}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.shortcutDoes}>{row.does}</dd>
          </div>
        ))}
      </dl>
    </ReadOnlyModal>
  );
}
