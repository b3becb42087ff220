import { Alert, isLang, languageStore, loadMunicipalityConfig, Spinner } from '@pesa/shared'
import { Loaded } from '@pesa/shared/forms'
import React, { StrictMode, Suspense } from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { UnitFinder } from './finder/UnitFinder'
import { useMunicipalityConfigRead } from './queries'
import styles from './embed.module.css'

export interface UnitFinderProps {
  /** fi, sv or en; otherwise the visitor's language as the service itself chooses it */
  lang?: string
}

/** No shell has waited on the configuration here: the finder waits on it, with a retry when it fails. */
function ConfiguredUnitFinder() {
  return <Loaded result={useMunicipalityConfigRead()}>{() => <UnitFinder />}</Loaded>
}

function EmbeddedUnitFinder() {
  return (
    <StrictMode>
      <div className={styles.embed}>
        <Suspense fallback={<Spinner label="Ladataan… Laddar… Loading…" />}>
          <ConfiguredUnitFinder />
        </Suspense>
      </div>
    </StrictMode>
  )
}

/** Shown when the finder fails: the host page has no texts of ours, so all three languages. */
function Unavailable() {
  return (
    <Alert kind="error" data-qa="unit-finder-unavailable">
      <p lang="fi">Yksikköhaku ei ole juuri nyt käytettävissä.</p>
      <p lang="sv">Enhetssökningen är inte tillgänglig just nu.</p>
      <p lang="en">The unit finder is not available right now.</p>
    </Alert>
  )
}

const lifecycles = singleSpaReact<UnitFinderProps>({
  React,
  ReactDOMClient,
  rootComponent: EmbeddedUnitFinder,
  errorBoundary: () => <Unavailable />
})

/**
 * The unit finder as a framework-neutral application (single-spa lifecycles): a page with no
 * React of its own calls bootstrap, then mount with `domElement`, and unmount when done.
 */
export async function bootstrap(props: UnitFinderProps & { name?: string }): Promise<void> {
  languageStore.initialize()
  if (isLang(props.lang)) await languageStore.change(props.lang)
  // Asked at once, beside the finder's code; a failure shows in the finder with a retry.
  void loadMunicipalityConfig().catch(() => undefined)
  await lifecycles.bootstrap(props as never)
}

export const mount = lifecycles.mount
export const unmount = lifecycles.unmount
