/*
 * Filtering and ordering 500 units with straight and walking distances, as the map does on
 * every filter change and address choice. The budget is one frame (16 ms); run with
 * `npx tsx mf-map/bench/filter-order.bench.ts [--short]`.
 */
import type { PublicUnit } from '@pesa/shared/api/units'
import { DEFAULT_FILTERS, filterUnits, type UnitFilters } from '../src/rules/filters'
import { nearestForWalking, orderUnits, withStraightDistances } from '../src/rules/ordering'

const BUDGET_MS = 16
const UNIT_COUNT = 500
const short = process.argv.includes('--short')
const WARMUP = short ? 20 : 200
const ROUNDS = short ? 100 : 2000

/** A deterministic pseudo-random sequence, so every run measures the same municipality. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function municipality(): PublicUnit[] {
  const next = random(42)
  const careTypes: PublicUnit['type'][] = [['CENTRE'], ['CENTRE', 'PRESCHOOL'], ['FAMILY'], ['GROUP_FAMILY'], ['CLUB'], ['PRESCHOOL', 'PREPARATORY_EDUCATION']]
  const providers: PublicUnit['providerType'][] = ['MUNICIPAL', 'MUNICIPAL_SCHOOL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER', 'EXTERNAL_PURCHASED']
  return Array.from({ length: UNIT_COUNT }, (_, index) => ({
    id: `unit-${index}`,
    name: `Päiväkoti ${String.fromCharCode(65 + Math.floor(next() * 26))}${index}`,
    type: careTypes[index % careTypes.length]!,
    providerType: providers[Math.floor(next() * providers.length)]!,
    language: next() < 0.85 ? 'fi' : 'sv',
    location: next() < 0.95 ? { lat: 64.0 + next() * 0.3, lon: 28.2 + next() * 0.4 } : null,
    streetAddress: `Katu ${index}`,
    postalCode: '88600',
    postOffice: 'Pesälä',
    phone: null,
    email: null,
    url: null,
    providesShiftCare: next() < 0.2,
    clubApplyPeriod: null,
    daycareApplyPeriod: { start: '2020-01-01', end: null },
    preschoolApplyPeriod: null
  }))
}

const units = municipality()
const origin = { lat: 64.13, lon: 28.39 }
const filterSets: UnitFilters[] = [
  DEFAULT_FILTERS,
  { ...DEFAULT_FILTERS, languages: ['fi'] },
  { ...DEFAULT_FILTERS, careType: 'PRESCHOOL', providerTypes: ['MUNICIPAL'] },
  { ...DEFAULT_FILTERS, providerTypes: ['PRIVATE', 'PRIVATE_SERVICE_VOUCHER'], shiftCare: true }
]

/** One map update: filter, pick the 15 to walk to, order with their walking distances. */
function update(filters: UnitFilters): number {
  const filtered = filterUnits(units, filters)
  const walking = new Map(
    nearestForWalking(withStraightDistances(filtered, origin)).map((item, index) => [item.unit.id, index % 5 === 0 ? null : 300 + index * 97])
  )
  return orderUnits(filtered, origin, walking).length
}

for (let round = 0; round < WARMUP; round++) update(filterSets[round % filterSets.length]!)
const timings: number[] = []
let listed = 0
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now()
  listed += update(filterSets[round % filterSets.length]!)
  timings.push(performance.now() - started)
}
timings.sort((a, b) => a - b)
const percentile = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!
const median = percentile(0.5)
const p95 = percentile(0.95)
console.log(`map filter+order of ${UNIT_COUNT} units (${ROUNDS} rounds, ${listed / ROUNDS} listed on average)`)
console.log(`  median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, budget ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'within' : 'OVER'} budget`)
