import type { CitizenUser } from '@pesa/shared/api/types'

/** Liisa of the demo people as the auth status shows her: no email, no weak login yet. */
export const liisa: CitizenUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Liisa Annikki',
  lastName: 'Korhonen',
  preferredName: '',
  streetAddress: 'Rantatie 5 A 1',
  postalCode: '88610',
  postOffice: 'Pesälä',
  phone: '044 555 0123',
  backupPhone: '',
  email: null,
  weakLoginUsername: null
}
