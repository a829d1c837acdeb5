// @ts-check
// Data saver's script's file name (lib/lite/build-script.ts writes it to public/): its one home,
// plain JavaScript so that all who know it read it here: the proxy's routes, the front's build
// files, the service worker, the offline cache, next.config.ts's headers and the build.

/** How the name starts: `ruum-lite.`, then 8 hex of its content's hash and `.js`. */
export const LITE_SCRIPT_STEM = 'ruum-lite.'

/** The name as a regular expression's source (next.config.ts's header route takes it too). */
export const LITE_SCRIPT_NAME = 'ruum-lite\\.[0-9a-f]{8}\\.js'

/** `ruum-lite.<8 hex of its content's hash>.js`. */
export const LITE_SCRIPT_FILE = new RegExp(`^${LITE_SCRIPT_NAME}$`)

/** The file's name for a build whose content hashes to `hash` (8 hex). */
export const liteScriptName = (/** @type {string} */ hash) => `${LITE_SCRIPT_STEM}${hash}.js`

/** Whether `pathname` is a build of data saver's script (a file in public/, not a page). */
export const isLiteScriptPath = (/** @type {string} */ pathname) =>
  pathname.startsWith('/') && LITE_SCRIPT_FILE.test(pathname.slice(1))
