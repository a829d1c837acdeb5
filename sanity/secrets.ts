// Server-only settings: secrets shared with Sanity and the token that reads drafts. Read when a
// request needs them, never at build time, and never under a NEXT_PUBLIC_ name, so no browser
// bundle and no build output ever holds them.
import 'server-only'

export type SecretName =
  'SANITY_REVALIDATE_SECRET' | 'SANITY_PREVIEW_SECRET' | 'SANITY_API_READ_TOKEN'

/** The setting's value, or undefined when it is unset or blank. */
export function serverSecret(name: SecretName): string | undefined {
  return process.env[name]?.trim() || undefined
}
