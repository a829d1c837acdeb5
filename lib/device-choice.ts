// A reader's answer to an offer (another language, data saver), remembered on this device only:
// the server sets nothing, so every page stays the same for everyone and cacheable. Storage may be
// blocked (a private window, a setting): then nothing is remembered, and the answer holds for the
// page it was given on.

/** Whether the reader has answered the offer kept under `key` on this device. */
export function answered(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** Remembers the reader's `answer` to the offer kept under `key`. */
export function remember(key: string, answer: string): void {
  try {
    localStorage.setItem(key, answer)
  } catch {
    // Nothing kept: it is closed for this page.
  }
}
