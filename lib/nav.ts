// '/stories/' and '/stories?page=2' are the same place as '/stories' for navigation.
function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * Whether a navigation link to `href` is the current page: '/' only exactly, any other
 * href also for the pages under it ('/stories' for '/stories/abc', not for '/storiesxyz').
 */
export function isActivePath(pathname: string, href: string): boolean {
  const path = normalise(pathname)
  const target = normalise(href)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}
