// @ts-check
// Where the unbundled cache handlers publish the shared cache's state for the bundled health
// check (lib/shared-cache/status.ts) to read: one key on globalThis, shared by both sides.
export const STATUS_SYMBOL = Symbol.for('ruum.shared-cache.status')
