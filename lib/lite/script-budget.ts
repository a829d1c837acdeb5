/** Data saver's one script, gzipped: at most "3 kB", a kilobyte as 1,000 bytes. */
export const LITE_SCRIPT_MAX_BYTES = 3_000
