import { createHash, timingSafeEqual } from 'node:crypto'

/** Compares in constant time: hashing first makes the lengths equal and hides the real one. */
export function sameSecret(given: string | null, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return given !== null && timingSafeEqual(digest(given), digest(expected))
}
