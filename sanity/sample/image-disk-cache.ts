// Drawn sample images kept on disk, so each is drawn once per server, not once per process start
// or per visitor. Bounded: past `maxBytes` the oldest files go first.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type DiskCache = {
  get(key: string): Promise<Buffer | undefined>
  has(key: string): Promise<boolean>
  set(key: string, data: Buffer): Promise<void>
}

/** The file a key is kept in, under the cache's folder. */
export const fileName = (key: string) => createHash('sha256').update(key).digest('hex')

export function createDiskCache({ dir, maxBytes }: { dir: string; maxBytes: number }): DiskCache {
  let total: Promise<number> | undefined

  async function files() {
    const names = await readdir(dir).catch(() => [])
    const entries = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(dir, name)).catch(() => undefined)
        return info?.isFile() ? { name, size: info.size, time: info.mtimeMs } : undefined
      }),
    )
    return entries.flatMap((entry) => (entry ? [entry] : []))
  }

  // Oldest first, down to three quarters of the budget, so eviction runs rarely.
  async function evict(): Promise<number> {
    const all = (await files()).sort((a, b) => a.time - b.time)
    let bytes = all.reduce((sum, file) => sum + file.size, 0)
    for (const file of all) {
      if (bytes <= maxBytes * 0.75) break
      await unlink(path.join(dir, file.name)).catch(() => undefined)
      bytes -= file.size
    }
    return bytes
  }

  return {
    async get(key) {
      return readFile(path.join(dir, fileName(key))).catch(() => undefined)
    },
    async has(key) {
      return stat(path.join(dir, fileName(key))).then(
        (info) => info.isFile(),
        () => false,
      )
    },
    async set(key, data) {
      total ??= files().then((all) => all.reduce((sum, file) => sum + file.size, 0))
      await mkdir(dir, { recursive: true })
      const target = path.join(dir, fileName(key))
      // Written whole, then renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, target)
      const bytes = (await total) + data.length
      total = Promise.resolve(bytes > maxBytes ? await evict() : bytes)
    },
  }
}
