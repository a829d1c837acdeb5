// Data saver's script's file name (lib/lite/build-script.ts writes it to public/): pure, so the
// proxy's routes read it as well as the build.

/** `ruum-lite.<8 hex of its content's hash>.js`. */
export const LITE_SCRIPT_FILE = /^ruum-lite\.[0-9a-f]{8}\.js$/

/** Whether `pathname` is a build of data saver's script (a file in public/, not a page). */
export const isLiteScriptPath = (pathname: string) =>
  pathname.startsWith('/') && LITE_SCRIPT_FILE.test(pathname.slice(1))
