/** Well-formed request bodies that the mock backend accepts, for the tests that call it by path. */
import type { ClientPayload, JobUpdatePayload, NewJobPayload, UserPayload } from '../../src/api/types';
import type { JobRecord, UserRecord } from '../../mocks/db/schema';

const DAY = 86_400_000;

/** An ISO time `days` from now (negative: in the past). */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY).toISOString();

export const newClientBody: ClientPayload = {
  clientName: 'Ajah Fisheries',
  clientRepresentative: 'Bola Ade',
  email: 'f@ajah.ng',
  industry: 'Agriculture',
  designation: 'CFO',
  services: 'Bookkeeping',
  phone: '+234 802 555 1234',
  address: '12 Lekki-Epe Expressway',
};

/** A job of client 1 running from now for 30 days, sent by `creatorId`. */
export const newJobBody = (creatorId: number): NewJobPayload => ({
  jobName: 'Annual audit',
  jobDescription: 'Audit of the annual accounts',
  clientId: 1,
  jobTypeId: 1,
  dateIn: daysFromNow(0),
  dateOut: daysFromNow(30),
  id: creatorId,
});

/** The update body that leaves a stored job as it is; a test changes the fields it means to. */
export const jobUpdateBody = (job: JobRecord): JobUpdatePayload => ({
  id: job.id,
  jobName: job.jobName,
  jobDescription: job.jobDescription,
  clientId: job.clientId,
  jobTypeId: job.jobTypeId,
  statusId: job.statusId,
  dateIn: job.dateIn,
  dateOut: job.dateOut,
});

/** A new Staff account's create-user body, as the user form sends it. */
export const newUserBody: UserPayload = {
  id: 0,
  firstName: 'Yetunde',
  lastName: 'Ogun',
  email: 'yetunde.ogun@example.com',
  phoneNumber: '+234 803 111 2222',
  userType: 1,
  jobTypeId: 3,
  positionId: 6,
  imageUrl: '',
};

/** The update-user body of a stored account as its edit form would send it, with `change` made. */
export function userUpdateBody(user: UserRecord, change: Partial<UserPayload> = {}): UserPayload {
  const { id, firstName, lastName, email, phoneNumber, userType, jobTypeId, positionId, imageUrl } = user;
  return { id, firstName, lastName, email, phoneNumber, userType, jobTypeId, positionId, imageUrl, ...change };
}
