import { buildFixture, FIXTURE_BUILDS, PREVIOUS_MINOR, type FixtureName } from './fixture-builds'

/**
 * Playwright's global setup: every fixture build made (or found up to date by its input hash) before
 * the workers start, so two workers never build the same one at once and no test waits for a build.
 */
export default async function buildFixtures(): Promise<void> {
  // Side by side: each webpack keeps about one core busy.
  const names = (Object.keys(FIXTURE_BUILDS) as FixtureName[]).filter((name) => name !== 'personal-shared-previous-minor' || PREVIOUS_MINOR)
  await Promise.all(names.map((name) => buildFixture(name)))
}
