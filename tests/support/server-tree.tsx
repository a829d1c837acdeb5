import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import type { PageMode } from '@/lib/data-saver'

import { CLIENT_MARK } from '@/tests/support/client-marker.mjs'
import { setRootMode } from '@/tests/support/root-params'

type Component = ((props: object) => ReactNode | Promise<ReactNode>) & { [CLIENT_MARK]?: true }

/**
 * A server component tree as React's server renderer would hand it to the browser: every server
 * component called (async ones awaited), client components left for Testing Library to render.
 * React's client renderer, which `render` uses, draws no async component. Elements passed as
 * props (children, slots such as a header's `actions`) are resolved too.
 */
export async function resolveServer(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const value = await node
  if (Array.isArray(value)) return Promise.all(value.map((each: ReactNode) => resolveServer(each)))
  if (!isValidElement(value)) return value
  const element = value as ReactElement<Record<string, unknown>>
  const type = element.type as unknown
  if (typeof type === 'function' && !(type as Component)[CLIENT_MARK]) {
    return resolveServer((type as Component)(element.props))
  }
  const props: Record<string, unknown> = {}
  for (const [key, prop] of Object.entries(element.props)) {
    if (isValidElement(prop) || Array.isArray(prop))
      props[key] = await resolveServer(prop as ReactNode)
  }
  return Object.keys(props).length === 0 ? element : cloneElement(element, props)
}

/** A server component's HTML on a page of the given mode (data saver's: `lite`). */
export async function markupIn(mode: PageMode, element: ReactNode): Promise<string> {
  setRootMode(mode)
  return renderToStaticMarkup(await resolveServer(element))
}
