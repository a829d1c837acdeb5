import { usePageVariant } from '@/components/use-variant-href'
import { forwardIn, type Forward } from '@/lib/reading-direction'

/** Which way this page's rows read (lib/reading-direction.ts), from its language. */
export function useForward(): Forward {
  return forwardIn(usePageVariant().locale)
}
