/**
 * The body of the sign-off setting (docs/api-extensions.md `sign-off`): which job types need a
 * second sign-off and which roles may sign it. Shared by the Settings form and the mock.
 */
import * as v from 'valibot';
import { SECOND_LEVEL_ROLES, SETTING_MESSAGES } from '../signOff';
import { idField } from './fields';

export const SIGN_OFF_SETTING_MESSAGES = {
  badJobType: 'Please select a job type',
  noRole: SETTING_MESSAGES.noRole,
  badRole: SETTING_MESSAGES.badRole,
  taskNotFound: 'Task not found',
  jobNotFound: 'Job not found',
} as const;

/** PUT /api/ext/v1/settings/sign-off: the whole setting, each list without repeats. */
export const signOffSettingsSchema = v.object({
  secondLevelJobTypeIds: v.pipe(
    v.array(idField(SIGN_OFF_SETTING_MESSAGES.badJobType), SIGN_OFF_SETTING_MESSAGES.badJobType),
    v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ),
  secondLevelRoles: v.pipe(
    v.array(idField(SIGN_OFF_SETTING_MESSAGES.badRole), SIGN_OFF_SETTING_MESSAGES.noRole),
    v.minLength(1, SIGN_OFF_SETTING_MESSAGES.noRole),
    v.check((roles) => roles.every((role) => SECOND_LEVEL_ROLES.includes(role)), SIGN_OFF_SETTING_MESSAGES.badRole),
    v.transform((roles) => [...new Set(roles)].sort((a, b) => a - b)),
  ),
});

export type SignOffSettingsInput = v.InferOutput<typeof signOffSettingsSchema>;

const ID_LIST = /^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/;

/** ?taskIds=1,2,3 of the awaited levels: up to 100 ids, a review page's cards. */
export const taskIdsQuerySchema = v.object({
  taskIds: v.pipe(
    v.string(SIGN_OFF_SETTING_MESSAGES.taskNotFound),
    v.regex(ID_LIST, SIGN_OFF_SETTING_MESSAGES.taskNotFound),
    v.transform((text) => text.split(',').map(Number)),
  ),
});
