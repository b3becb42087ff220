import type { AuthStatus } from '../auth/store'

/** A logged-in guardian for the front ends' tests: the auth status's user, every field filled. */
export const testUser: NonNullable<AuthStatus['user']> = {
  id: '00000000-0000-4000-8000-00000000c0de',
  firstName: 'Testi',
  lastName: 'Huoltaja',
  preferredName: '',
  streetAddress: '',
  postalCode: '',
  postOffice: '',
  phone: '',
  backupPhone: '',
  email: 'testi@example.fi',
  weakLoginUsername: null
}
