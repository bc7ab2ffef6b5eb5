/** Well-formed bodies of the app's saves, as its forms send them. */
import type { UserPayload } from '../../src/api/types';

/** A Staff member's form, before the server gives them an id. */
export const newUser: Omit<UserPayload, 'id'> = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '0800 123 4567',
  userType: 1,
  jobTypeId: 2,
  positionId: 3,
  imageUrl: '',
};
