import * as RadixSelect from '@radix-ui/react-select';
import { useState, type ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A server's picker items (numeric ids) as a select's options. */
export const toSelectOptions = (items: ReadonlyArray<{ value: number; label: string }>): SelectOption[] =>
  items.map((o) => ({ value: String(o.value), label: o.label }));

export interface SelectProps {
  label: ReactNode;
  /** '' means nothing chosen, or the option whose value is '' (e.g. 'All' / 'None'). */
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  name?: string;
  className?: string;
}

// Radix Select reserves '' for "no value", so an option with value '' travels under this key.
const EMPTY_OPTION = '__empty__';

const toRadix = (value: string): string => (value === '' ? EMPTY_OPTION : value);
const fromRadix = (value: string): string => (value === EMPTY_OPTION ? '' : value);

export function Select({
  label,
  value,
  options,
  onValueChange,
  placeholder = 'Select...',
  disabled = false,
  required,
  error,
  hint,
  id,
  name,
  className,
}: SelectProps) {
  const hasEmptyOption = options.some((option) => option.value === '');
  const known = options.some((option) => option.value === value);
  // An unknown value (or '' with no empty option) shows the placeholder instead of a blank trigger.
  const radixValue = known && (value !== '' || hasEmptyOption) ? toRadix(value) : '';
  // Until the select is reached (focus, pointer) or opened, no option is drawn: the trigger
  // shows the chosen one's label itself. Radix draws every option of a closed select out of
  // sight, in a fragment it makes from a layout effect, so each select asked for two more
  // renders as it mounted, drawn at once in the task that drew the screen (decisions 102 and 105,
  // docs/decisions/102-work-after-the-first-paint-in-slices.md). Reached first, every option is
  // there for typing ahead on the closed select.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const chosenLabel = options.find((option) => toRadix(option.value) === radixValue)?.label;

  return (
    <Field label={label} id={id} required={required} error={error} hint={hint} className={className}>
      {(control) => (
        <RadixSelect.Root
          value={radixValue}
          onValueChange={(next) => onValueChange(fromRadix(next))}
          onOpenChange={(open) => open && reach()}
          disabled={disabled}
          name={name}
        >
          <RadixSelect.Trigger
            id={control.id}
            className={styles.trigger}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-required={control['aria-required']}
            onFocus={reach}
            onPointerEnter={reach}
            onPointerDown={reach}
          >
            <span className={styles.valueText}>
              <RadixSelect.Value placeholder={placeholder}>{chosenLabel}</RadixSelect.Value>
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <Chevron />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          {reached && (
            <RadixSelect.Portal>
              <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
                <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                  <Chevron up />
                </RadixSelect.ScrollUpButton>
                <RadixSelect.Viewport className={styles.viewport}>
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={toRadix(option.value)}
                      value={toRadix(option.value)}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
                <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                  <Chevron />
                </RadixSelect.ScrollDownButton>
              </RadixSelect.Content>
            </RadixSelect.Portal>
          )}
        </RadixSelect.Root>
      )}
    </Field>
  );
}

function Chevron({ up = false }: { up?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={up ? styles.chevronUp : undefined}>
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
