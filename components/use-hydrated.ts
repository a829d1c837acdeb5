'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while hydrating, true after: for what only a running script
 * may do (mark slides off screen inert, show the time from the reader's clock), so the page
 * before and without scripts stays whole.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
