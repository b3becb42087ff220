import type { AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { PlaceholderPage } from './PlaceholderPage'

const SECTIONS = { '/map': 'map' } as const

/** The map area: everything under /map, routed relative to the prefix the shell gives. */
export default function MapArea({ basePath }: AreaRootProps) {
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'map'
  return (
    <Routes>
      <Route path="*" element={<PlaceholderPage section={section} />} />
    </Routes>
  )
}
