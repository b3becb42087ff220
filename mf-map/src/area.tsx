import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { useMapTexts } from './i18n'

const SECTIONS = { '/map': 'map' } as const

/** The map area: everything under /map, routed relative to the prefix the shell gives. */
export default function MapArea({ basePath }: AreaRootProps) {
  const t = useMapTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'map'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="map" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
