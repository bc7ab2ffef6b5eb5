/** The sign-off rules and how a trail reads (src/domain/signOff.ts, src/domain/signOffTrail.ts). */
import { describe, expect, it } from 'vitest';
import type { SignOffTrail, TrailEntry } from '../../src/api/signOff';
import {
  DEFAULT_SIGN_OFF_SETTINGS,
  SETTING_MESSAGES,
  levelAwaited,
  levelsFor,
  progressOf,
  segregationRefusal,
  signOffSettingsProblem,
  type SignOffStep,
} from '../../src/domain/signOff';
import { UNKNOWN_PERSON, buildSignOffCsv, levelBadge, preparerOf, signOffRow, trailLine } from '../../src/domain/signOffTrail';
import { parseCsv } from './csvParse';

const step = (kind: SignOffStep['kind'], by: number, extra: Partial<SignOffStep> = {}): SignOffStep => ({
  kind,
  by,
  levels: null,
  assigneeId: null,
  ...extra,
});

const entry = (fields: Partial<TrailEntry> & Pick<TrailEntry, 'kind'>): TrailEntry => ({
  id: 1,
  at: '2026-11-14T10:02:00',
  byId: 2,
  byName: 'Bola Ade',
  submission: null,
  level: null,
  levels: null,
  comment: '',
  files: [],
  assigneeId: null,
  assigneeName: null,
  reviewerNames: [],
  ...fields,
});

describe('the sign-off lifecycle folded from a trail', () => {
  const twoLevels = [step('assigned', 9, { assigneeId: 3 }), step('submitted', 3, { levels: 2 })];

  it('awaits the first level, then the second, then is verified; a return counts as rework', () => {
    expect(progressOf(twoLevels)).toMatchObject({ state: 'awaitingFirstSignOff', submission: 1, levels: 2, preparerId: 3 });
    const signedOnce = progressOf([...twoLevels, step('approved', 2)]);
    expect(levelAwaited(signedOnce)).toBe(2);
    expect(progressOf([...twoLevels, step('approved', 2), step('approved', 1)]).state).toBe('verified');
    const returned = progressOf([...twoLevels, step('approved', 2), step('returned', 1)]);
    expect(returned).toMatchObject({ state: 'inRework', returns: 1, signers: [] });
    expect(levelAwaited(returned)).toBeNull();
  });

  it('refuses the preparer and whoever signed another level of the submission', () => {
    const signedOnce = progressOf([...twoLevels, step('approved', 2)]);
    expect(segregationRefusal(signedOnce, 3)).toBe('preparer');
    expect(segregationRefusal(signedOnce, 2)).toBe('signedOtherLevel');
    expect(segregationRefusal(signedOnce, 1)).toBeNull();
  });

  it('a handover of a task never assigned starts nothing', () => {
    expect(progressOf([step('handedOver', 9, { assigneeId: 3 })]).state).toBe('unassigned');
  });
});

describe('the sign-off setting', () => {
  it('by default asks one level of every job type', () => {
    for (const jobTypeId of [1, 2, 3, 4]) expect(levelsFor(DEFAULT_SIGN_OFF_SETTINGS, jobTypeId)).toBe(1);
    expect(levelsFor({ ...DEFAULT_SIGN_OFF_SETTINGS, secondLevelJobTypeIds: [3] }, 3)).toBe(2);
  });

  it.each([
    [[], SETTING_MESSAGES.noRole],
    [[1], SETTING_MESSAGES.badRole],
    [[3], null],
  ])('roles %j: %s', (roles, problem) => {
    expect(signOffSettingsProblem({ secondLevelJobTypeIds: [], secondLevelRoles: roles })).toBe(problem);
  });
});

describe('a trail as it reads', () => {
  it.each([
    [
      entry({ kind: 'submitted', submission: 2, comment: 'Totals fixed', files: [{ fileName: 'a.csv', url: '/x' }] }),
      'Submission 2 by Bola Ade, 14 Nov 2026, 10:02',
    ],
    [entry({ kind: 'approved', level: 1 }), 'Signed at first sign-off by Bola Ade, 14 Nov 2026, 10:02'],
    [entry({ kind: 'returned', level: 2 }), 'Returned at second sign-off by Bola Ade, 14 Nov 2026, 10:02'],
    [entry({ kind: 'assigned', assigneeName: 'Ada Obi' }), 'Assigned to Ada Obi by Bola Ade, 14 Nov 2026, 10:02'],
    [entry({ kind: 'handedOver', assigneeName: 'Ada Obi' }), 'Handed over by Bola Ade, 14 Nov 2026, 10:02: assignee Ada Obi'],
    [entry({ kind: 'returned', level: 1, byName: '' }), `Returned at first sign-off by ${UNKNOWN_PERSON}, 14 Nov 2026, 10:02`],
  ])('%#: %s', (e, title) => {
    expect(trailLine(e).title).toBe(title);
  });

  it('a submission lists its files and comment; an assignment its reviewers', () => {
    expect(trailLine(entry({ kind: 'submitted', comment: 'Done', files: [{ fileName: 'a.csv', url: '/x' }] }))).toMatchObject({
      comment: 'Done',
      fileNames: ['a.csv'],
    });
    expect(trailLine(entry({ kind: 'assigned', reviewerNames: ['Tunde Bakare', 'Kemi Oladipo'] })).comment).toBe(
      'Reviewers: Tunde Bakare, Kemi Oladipo',
    );
  });

  it('names the level a card asks', () => {
    expect(levelBadge(1)).toEqual({ label: 'First sign-off', tone: 'info' });
    expect(levelBadge(2)).toEqual({ label: 'Second sign-off', tone: 'primary' });
  });
});

describe('the sign-off record', () => {
  const trail: SignOffTrail = {
    taskId: 1,
    taskName: '@cmd tax',
    taskNumber: 'TSK-000001',
    state: 'verified',
    levelAwaited: null,
    levels: 2,
    reworkCount: 1,
    entries: [
      entry({ kind: 'assigned', byName: 'Tunde Bakare', assigneeName: 'Ada Obi' }),
      entry({ kind: 'submitted', byName: 'Ada Obi', submission: 1 }),
      entry({ kind: 'returned', byName: 'Bola Ade', submission: 1, level: 2, comment: '=HYPERLINK("x")' }),
      entry({ kind: 'submitted', byName: 'Ada Obi', submission: 2 }),
      entry({ kind: 'approved', byName: 'Tunde Bakare', submission: 2, level: 1 }),
      entry({ kind: 'approved', byName: 'Bola Ade', submission: 2, level: 2, at: '2026-11-15T09:00:00' }),
    ],
  };

  it("lists the preparer, each level's signer and time of the last submission, submissions, rework and returns", () => {
    expect(preparerOf(trail)).toBe('Ada Obi');
    expect(signOffRow(trail)).toEqual([
      'TSK-000001',
      '@cmd tax',
      'Ada Obi',
      2,
      1,
      'Verified',
      'Tunde Bakare',
      '14 Nov 2026, 10:02',
      'Bola Ade',
      '15 Nov 2026, 09:00',
      'Returned at second sign-off by Bola Ade, 14 Nov 2026, 10:02: =HYPERLINK("x")',
    ]);
  });

  it('is written with formula text defused and read back whole', () => {
    const csv = buildSignOffCsv({ jobId: 1, jobName: 'J', jobNumber: 'JOB-1', clientName: 'C', jobTypeName: 'Tax Filing', tasks: [trail] });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [, row] = parseCsv(csv.slice(1));
    expect(row[1]).toBe("'@cmd tax");
    expect(row[10]).toBe('Returned at second sign-off by Bola Ade, 14 Nov 2026, 10:02: =HYPERLINK("x")');
  });
});
