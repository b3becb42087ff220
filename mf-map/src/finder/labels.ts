import type { PublicUnit } from '@pesa/shared/api/units'
import type { Address } from '../queries'

export const addressLabel = (address: Address) => [address.streetAddress, address.postOffice].filter(Boolean).join(', ')

export const unitAddress = (unit: PublicUnit) => [unit.streetAddress, [unit.postalCode, unit.postOffice].filter(Boolean).join(' ')].filter(Boolean).join(', ')
