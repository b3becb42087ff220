import { useUser } from '../auth/store'

export interface AreaPlaceholderProps {
  /** The remote's name, for the data-qa marker the e2e suite looks for */
  area: string
  title: string
  text: string
}

/**
 * The page of an area whose screens are not built yet. It shows who the shared auth store
 * says is logged in, which is how the e2e suite proves the store is one instance.
 */
export function AreaPlaceholder({ area, title, text }: AreaPlaceholderProps) {
  const user = useUser()
  return (
    <section data-qa={`area-placeholder-${area}`}>
      <h1>{title}</h1>
      <p>{text}</p>
      {user ? (
        <p data-qa="placeholder-user">
          {user.firstName} {user.lastName}
        </p>
      ) : null}
    </section>
  )
}
