// What `npm run bench:html` leaves out of a response before comparing two snapshots: only what a
// build makes up (its id, content hashes), where the server ran, and the order of a class list
// (CSS does not read it), never anything a page says.
// Each rule is here because two builds of one source, or two runs of one build, differ by it.

/** What each side of a comparison knows about its own run. */
export type SnapshotRun = { buildId: string; origin: string }

const sortedClasses = (list: string) => list.split(/\s+/).filter(Boolean).sort().join(' ')

const rules: Array<[RegExp, string]> = [
  // Chunk names are content hashes (Turbopack: `0-qjf3jkqxs_c.js`, `turbopack-077hmtqrhcoji.js`).
  [/(\/_next\/static\/chunks\/)[\w-]+(\.(?:js|css|map))/g, '$1{hash}$2'],
  // Font files (`fraunces_latin_wght_normal-s.1v4l5w6-86t-v.woff2`): only CSS names them today.
  [/(\/_next\/static\/media\/[\w-]+)\.[\w-]+(\.\w+)/g, '$1.{hash}$2'],
  // Client module ids in the flight data (`I[339756,["$3"],"default"]`): hashes of module paths.
  [/\bI\[\d+,/g, 'I[{module},'],
  // A page rendered per request (search, a filter with no match) keys its viewport and metadata
  // with the request's random id: `["$","$L22","D60MaYTkyrlhegfg-wPkpv",…` (v, m).
  [/(\[(\\?)"\$\2",\2"\$L[0-9a-f]+\2",\2")[\w-]{21}([vm]\2")/g, '$1{request-id}$3'],
  // next/font's class names (`BMn2yG_variable`), a hash of where the font is declared.
  [/\b[A-Za-z0-9]{6}_(variable|className)\b/g, '{font}_$1'],
  // React's useId values (`_R_955ubtb_`): a component's position in the tree, which a refactor
  // that wraps or moves components changes; the id and the attributes naming it change together.
  [/\b_R_[0-9a-z]+_\b/g, '{react-id}'],
]

// Class lists, sorted: in HTML (`class="…"`) and in the flight data (`"className":"…"`, escaped
// inside a script or not), so a class moved into a shared constant reads the same.
const classLists = [/(\bclass=")([^"]*)/g, /("className\\?":\\?")([^"\\]*)/g]

/** A body or header value with the build's id, the server's origin and build hashes replaced. */
export function normalise(text: string, run: SnapshotRun): string {
  let out = text
  if (run.buildId) out = out.replaceAll(run.buildId, '{build-id}')
  // Snapshots may run on different ports; only a redirect's Location should name the origin.
  if (run.origin) out = out.replaceAll(run.origin, '{origin}')
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement)
  for (const pattern of classLists) {
    out = out.replace(pattern, (_, head: string, list: string) => head + sortedClasses(list))
  }
  return out
}

/**
 * Short lines, so a diff shows the change and not a 200 kB line: a newline before each tag and
 * each React element of the flight data (`["$","div",…`, escaped or not), after each flight row
 * (a `\n` escape inside a script's string) and each width of a srcset; JSON indented.
 */
export function prettySplit(body: string, contentType: string): string {
  if (contentType.includes('json')) {
    try {
      return JSON.stringify(JSON.parse(body), null, 1)
    } catch {
      // Not JSON after all: split it like anything else.
    }
  }
  return body
    .replace(/(?<!^|\n)</g, '\n<')
    .replace(/\[(\\?)"\$\1",/g, '\n$&')
    .replace(/\\n(?!\n)/g, '\\n\n')
    .replace(/ \d+w, /g, '$&\n')
    .replace(/\n{2,}/g, '\n')
}
