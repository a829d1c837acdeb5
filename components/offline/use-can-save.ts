'use client'

import { useSyncExternalStore } from 'react'

import { canSave } from '@/lib/offline/saved-store'

const noSubscription = () => () => {}

/** Whether this browser can save stories: null in the server's HTML and while hydrating. */
export const useCanSave = () =>
  useSyncExternalStore<boolean | null>(noSubscription, canSave, () => null)
