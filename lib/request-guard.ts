// What the proxy refuses before Next routes a request, whatever the route: pure rules over the path.

/** Whether a path has a percent sign that is not an escape of UTF-8 (`%zz`, `%`, `%ff%fe`). */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}
