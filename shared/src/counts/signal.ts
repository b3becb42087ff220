type Listener = () => void

const listeners = new Set<Listener>()

/**
 * Tells the shell that an action changed what its navigation badges count (a thread was
 * read, a decision answered, a document opened), so it fetches the counts again. Areas call
 * it after such actions; the shell listens.
 */
export function notifyCountsChanged(): void {
  listeners.forEach((listener) => listener())
}

export function onCountsChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
