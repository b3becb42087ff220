// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { fuzzCitizenApi } from './fuzz-citizen-api'

// The citizen routes' schema-driven fuzzing, half 1 (fuzz-citizen-api.ts says why in halves).
fuzzCitizenApi({ part: 1, of: 2 })
