// Runs once as a server starts (`next start`, standalone's server.js, `next dev`; never during
// `next build`). With the embedded dataset, reads it then, so the first reader of a page the build
// did not make does not wait for it (about 3 s at 5,000 stories).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('@/lib/settings')
  if (env.contentSource !== 'local') return
  const { localSource } = await import('@/sanity/local/local-source')
  try {
    // Not awaited: the server answers meanwhile (a page that needs the dataset waits for this
    // same read). A missing or broken file is said by the first page that reads it.
    localSource.index('published').catch(() => undefined)
  } catch {
    // Missing: as above.
  }
}
