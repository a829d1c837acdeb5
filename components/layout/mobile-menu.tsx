'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { InEnglishWords, PagePaths } from '@/components/layout/language-links'
import { MenuFace, MenuPanel, type MenuWords } from '@/components/layout/menu-panel'
import type { NavItem } from '@/lib/site'

/** The phone navigation: a disclosure button with a panel, operable with the keyboard. */
export function MobileMenu(props: {
  items: readonly NavItem[]
  words: MenuWords
  inEnglish: InEnglishWords
  paths?: PagePaths
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // Escape closes the menu and gives focus back to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="group/menu -me-2 flex h-11 items-center gap-2 rounded px-2 text-sm font-medium"
      >
        <MenuFace words={props.words} />
      </button>
      <MenuPanel id={panelId} hidden={!open} onNavigate={() => setOpen(false)} {...props} />
    </div>
  )
}
