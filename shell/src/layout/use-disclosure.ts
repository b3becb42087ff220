import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A button that shows and hides a menu (the disclosure pattern): Escape closes it and gives
 * focus back to the button; a click or focus outside it, or a change of page, closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const { pathname } = useLocation()

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    containerRef,
    buttonRef,
    buttonProps: { 'aria-expanded': open, 'aria-controls': menuId },
    menuProps: { id: menuId, hidden: !open }
  }
}
