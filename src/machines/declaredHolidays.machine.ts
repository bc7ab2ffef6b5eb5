/**
 * The declared public holidays (docs/behaviour.md §2 Compliance Calendar): read by a screen
 * before it works out deadlines, and edited in the calendar's Public holidays modal. The firm's
 * list is kept by a server with the `firm-holidays` extension, else by this browser
 * (docs/decisions/046-firm-wide-declared-holidays.md).
 */
import { storeSubstitutes } from '../api/complianceData';
import { loadDeclaredHolidays, storeDeclaredHolidays } from '../api/declaredHolidays';
import { holidayProblem, substituteMoveProblem, type CivilDate, type Holiday, type SubstituteOverride } from '../domain/compliance';
import { createFormModalMachine, type FieldErrors } from './formModal.machine';
import { known } from './known';
import { createLoaderMachine } from './loader.machine';

export const HOLIDAYS_LOAD_FAILED = 'Failed to load the public holidays';
export const HOLIDAYS_SAVE_FAILED = 'Failed to save the public holidays';

/**
 * A loader (loader.machine.ts) that is never empty: no holiday declared is a list like any
 * other.
 */
export const declaredHolidaysMachine = createLoaderMachine('declaredHolidays', {
  load: (_: undefined, signal) => loadDeclaredHolidays(signal),
  isEmpty: () => false,
  messages: { refused: HOLIDAYS_LOAD_FAILED, failed: HOLIDAYS_LOAD_FAILED },
  reload: 'after a failure',
});

/** The lists as kept, and where: the modal's subject, and what each save gives back. */
export interface KeptHolidays {
  declared: Holiday[];
  /** An admin's removals and moves of the computed weekend substitutes (kept only by a server that keeps the holidays). */
  substitutes: SubstituteOverride[];
  /** The server keeps the holidays for the whole firm; false: this browser does. */
  firmWide: boolean;
}

/** One change to the lists, saved at once: the typed holiday added, one removed, a substitute moved, removed (`date` null) or put back. */
export type HolidayChange =
  | { kind: 'added' }
  | { kind: 'removed'; date: CivilDate }
  | { kind: 'substituteMoved'; for: CivilDate; date: CivilDate | null }
  | { kind: 'substituteRestored'; for: CivilDate };

/** The holiday being typed, and the change the modal sends (`form.submitted`'s patch). */
export interface HolidayValues {
  date: string;
  name: string;
  change: HolidayChange | null;
}

export const NO_HOLIDAY_TYPED: HolidayValues = { date: '', name: '', change: null };

const byDate = (holidays: readonly Holiday[]): Holiday[] => [...holidays].sort((a, b) => a.date.localeCompare(b.date));

/** A holiday typed wrong names its field; a substitute moved to a weekend or another holiday says so by `change`. */
function problems(values: HolidayValues, kept: KeptHolidays | null): FieldErrors<HolidayValues> {
  const { change } = values;
  if (change === null || kept === null) return {};
  if (change.kind === 'added') {
    const problem = holidayProblem(values, kept.declared);
    if (problem === null) return {};
    return problem.field === 'date' ? { date: problem.message } : { name: problem.message };
  }
  if (change.kind === 'substituteMoved') {
    const message = substituteMoveProblem(change, kept.declared, kept.substitutes);
    return message === null ? {} : { change: message };
  }
  return {};
}

/** Saves the whole list the change touches where it is kept, and gives the lists as kept after it. */
async function saveChange(values: HolidayValues, kept: KeptHolidays, signal: AbortSignal): Promise<KeptHolidays> {
  const change = known(values.change, 'change to the holidays');
  switch (change.kind) {
    case 'added':
    case 'removed': {
      const declared =
        change.kind === 'added'
          ? byDate([...kept.declared, { date: values.date.trim(), name: values.name.trim() }])
          : kept.declared.filter((h) => h.date !== change.date);
      await storeDeclaredHolidays(declared, kept.firmWide, signal);
      return { ...kept, declared };
    }
    case 'substituteMoved':
    case 'substituteRestored': {
      const others = kept.substitutes.filter((o) => o.for !== change.for);
      const asked = change.kind === 'substituteMoved' ? [...others, { for: change.for, date: change.date }] : others;
      // The server keeps the overrides whole for the firm (docs/api-extensions.md `firm-holidays`).
      return { ...kept, substitutes: await storeSubstitutes(asked, signal) };
    }
  }
}

/**
 * The Public holidays modal: a form-modal instance whose every change is saved at once, the
 * whole list (`savesInPlace`): closed -> editing -> submitting -> editing with the lists as
 * kept (`saved` announced each time) | back to editing with the reason, the lists as they were
 * and what was typed kept. Closing announces completion, and the calendar works the month out
 * again, as holidays move deadlines.
 */
export const holidaysFormMachine = createFormModalMachine<HolidayValues, KeptHolidays, KeptHolidays>(
  'holidaysForm',
  {
    validate: problems,
    submit: ({ values, subject }, signal) => saveChange(values, known(subject, 'holidays kept'), signal),
    failureMessage: HOLIDAYS_SAVE_FAILED,
    savesInPlace: {
      // An added holiday empties the fields; any other change leaves what is typed there.
      next: (kept, values) => ({
        subject: kept,
        values: values.change?.kind === 'added' ? NO_HOLIDAY_TYPED : { ...values, change: null },
      }),
    },
  },
  NO_HOLIDAY_TYPED,
);

/** What the modal opens with: nothing typed, the lists as the calendar holds them. */
export const holidaysOpened = (kept: KeptHolidays) => ({ type: 'modal.opened', values: NO_HOLIDAY_TYPED, subject: kept }) as const;
