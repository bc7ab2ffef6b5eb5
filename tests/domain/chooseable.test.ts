import { describe, expect, it } from 'vitest';
import type { UserOption } from '../../src/api/types';
import { assigneeOptions, canBeChosen, reviewerOptions } from '../../src/domain/assign';

const people: UserOption[] = [
  { id: 1, name: 'Ada Super', userType: 3, jobType: 'Payroll', isLocked: false, active: 1 },
  { id: 2, name: 'Locked Super', userType: 3, jobType: 'Payroll', isLocked: true, active: 1 },
  { id: 3, name: 'Gone Super', userType: 3, jobType: 'Payroll', isLocked: false, active: 0 },
  { id: 4, name: 'Plain Super', userType: 3, jobType: 'Payroll' },
];
const names = (list: UserOption[]) => list.map((u) => u.name);

describe('who can be chosen for work', () => {
  it('a locked or deactivated person is never offered; one without a known state is', () => {
    expect(people.map(canBeChosen)).toEqual([true, false, false, true]);
  });

  it('as assignee or as reviewer', () => {
    expect(names(assigneeOptions(people, 'Payroll', 3))).toEqual(['Ada Super', 'Plain Super']);
    expect(names(reviewerOptions(people, 1))).toEqual(['Plain Super']);
  });
});
