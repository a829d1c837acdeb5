// Node loads this unbundled (vitest.config.ts imports it): plain JS, type-checked through JSDoc.

/** The property a client component's function carries in tests (resolveServer leaves it be). */
export const CLIENT_MARK = '__clientComponent'

/**
 * A Vite plugin for the component tests: marks each function a `'use client'` module exports,
 * as React's server renderer knows them by their module, so resolveServer (server-tree.tsx) calls
 * every server component of a tree and leaves the client ones to Testing Library's render.
 * @returns {import('vite').Plugin}
 */
export function markClientComponents() {
  return {
    name: 'mark-client-components',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules')) return null
      if (!/^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(code)) return null
      // `export function X`, `export default function X`, `export const X =`.
      const names = [
        ...code.matchAll(/^export (?:default )?(?:async )?function (\w+)|^export const (\w+) =/gm),
      ].map((m) => m[1] ?? m[2])
      if (names.length === 0) return null
      const marks = names
        .map((name) => `if (typeof ${name} === 'function') ${name}.${CLIENT_MARK} = true`)
        .join('\n')
      return { code: `${code}\n${marks}\n`, map: null }
    },
  }
}
