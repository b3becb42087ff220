import type { SeedContext } from './context'
import { location } from './units'

/** Streets of the address register, with the stretch of house numbers along them. */
const STREETS: { street: string; postalCode: string; from: [number, number]; to: [number, number]; numbers: number[] }[] = [
  { street: 'Kauppakatu', postalCode: '88600', from: [-14, -6], to: [-10, 14], numbers: [1, 5, 9, 12, 18, 24, 30] },
  { street: 'Koulukatu', postalCode: '88600', from: [-6, 2], to: [8, 4], numbers: [1, 3, 7, 10, 15] },
  { street: 'Rantakatu', postalCode: '88620', from: [0, 20], to: [6, 36], numbers: [2, 8, 14, 22, 30] },
  { street: 'Pihlajamäentie', postalCode: '88620', from: [8, 2], to: [16, 14], numbers: [1, 6, 14, 20] },
  { street: 'Kuusitie', postalCode: '88600', from: [0, -2], to: [4, 2], numbers: [2, 4, 8, 12] },
  { street: 'Tähtikuja', postalCode: '88610', from: [-4, 8], to: [-5, 12], numbers: [1, 2, 5] },
  { street: 'Solrosvägen', postalCode: '88600', from: [7, -10], to: [10, -8], numbers: [1, 4, 9] },
  { street: 'Metsätähdenkatu', postalCode: '88610', from: [-16, 6], to: [-14, 14], numbers: [2, 7, 11] },
  { street: 'Kielotie', postalCode: '88640', from: [-10, -18], to: [-6, -12], numbers: [3, 9, 15] },
  { street: 'Peltolantie', postalCode: '88660', from: [-28, 20], to: [-22, 30], numbers: [4, 10, 16, 25] },
  { street: 'Kanervantie', postalCode: '88670', from: [-44, -14], to: [-36, -6], numbers: [1, 7, 13] },
  { street: 'Tuulentie', postalCode: '88680', from: [42, -34], to: [48, -26], numbers: [5, 11, 19] },
  { street: 'Lammentie', postalCode: '88650', from: [26, 16], to: [34, 24], numbers: [3, 12, 21] },
  { street: 'Skolgatan', postalCode: '88600', from: [9, -4], to: [11, 0], numbers: [1, 5, 8] },
  { street: 'Haapatie', postalCode: '88600', from: [5, -6], to: [7, -2], numbers: [1, 3, 8] },
  { street: 'Mäkeläntie', postalCode: '88620', from: [6, 12], to: [10, 16], numbers: [2, 6, 9] },
  { street: 'Satakielenkuja', postalCode: '88630', from: [19, -13], to: [21, -11], numbers: [1, 5] },
  { street: 'Aurinkokatu', postalCode: '88600', from: [1, -14], to: [3, -8], numbers: [2, 4, 11] },
  { street: 'Kotirinteentie', postalCode: '88630', from: [7, -28], to: [11, -20], numbers: [3, 12, 17] },
  { street: 'Pesäjoentie', postalCode: '88690', from: [-60, -50], to: [-50, -40], numbers: [80, 120, 150] }
]

function addresses() {
  return STREETS.flatMap(({ street, postalCode, from, to, numbers }) =>
    numbers.map((number, index) => {
      const share = numbers.length === 1 ? 0 : index / (numbers.length - 1)
      const at: [number, number] = [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share]
      return { streetAddress: `${street} ${number}`, postalCode, ...location(at) }
    })
  )
}

/** The municipality's street addresses: the map's address search without a geocoder. */
export async function seedMap({ db }: SeedContext): Promise<void> {
  for (const address of addresses()) {
    await db.query('insert into map_address (street_address, postal_code, post_office, lat, lon) values ($1, $2, $3, $4, $5)', [
      address.streetAddress,
      address.postalCode,
      'Pesälä',
      address.lat,
      address.lon
    ])
  }
}
