// The rendered archive on disk within its bound (lib/shared-cache/archive-bound.mjs): pages
// rendered after the build are counted as Next writes them; past the bound, the files of the page
// asked least recently go, and nothing else (the build's pages, a page's own photo pages).
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { archiveBound, archiveDiskBytes } from '@/lib/shared-cache/archive-bound.mjs'

const KB = 1024
let root = ''

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'archive-bound-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const key = (name: string) => `/route-cache/APP_PAGE/en/full/stories/${name}`

/** Writes a page's files as Next's file-system cache does: html, rsc, meta and segments. */
function writePage(cacheKey: string, kilobytes: number, time?: number) {
  const file = path.join(root, cacheKey)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(`${file}.html`, Buffer.alloc(kilobytes * KB))
  writeFileSync(`${file}.meta`, '{}')
  mkdirSync(`${file}.segments`, { recursive: true })
  writeFileSync(path.join(`${file}.segments`, '_tree.segment.rsc'), 'x')
  if (time !== undefined) {
    for (const suffix of ['.html', '.meta', '.segments']) utimesSync(`${file}${suffix}`, time, time)
  }
}

const kept = (cacheKey: string) => existsSync(path.join(root, `${cacheKey}.html`))

describe('the archive on disk within its bound', () => {
  it('removes the page asked least recently once the bound is passed, and only its files', async () => {
    // Room for three pages of 100 kB.
    const bound = archiveBound({ serverDistDir: root, maxBytes: 350 * KB })
    await bound.ready
    // A page's photo page lives in a folder named like it: not one of its files.
    const photo = `${key('a')}/photos/2`
    for (const each of [key('a'), photo, key('b')]) {
      writePage(each, 100)
      await bound.written(each)
    }
    // Asked again: `a` is now more recent than its photo page and `b`.
    bound.asked(key('a'))
    writePage(key('c'), 100)
    await bound.written(key('c'))
    await expect.poll(() => kept(photo)).toBe(false)
    expect(existsSync(`${path.join(root, photo)}.segments`)).toBe(false)
    for (const each of [key('a'), key('b'), key('c')]) expect(kept(each), each).toBe(true)
    expect(bound.bytes).toBeLessThanOrEqual(350 * KB)
  })

  it('leaves the build’s own pages alone, and a key that climbs out of the archive', async () => {
    const bound = archiveBound({ serverDistDir: root, maxBytes: 150 * KB })
    const built = '/en/full/stories/prerendered'
    writePage(built, 200)
    await bound.written(built)
    await bound.written('/route-cache/../en/full/stories/prerendered')
    expect(bound.bytes).toBe(0)
    expect(kept(built)).toBe(true)
  })

  it('counts what an earlier run left, oldest first, and holds the bound from the start', async () => {
    const now = Date.now() / 1000
    writePage(key('old'), 100, now - 3600)
    writePage(key('newer'), 100, now - 60)
    writePage(key('newest'), 100, now)
    const bound = archiveBound({ serverDistDir: root, maxBytes: 250 * KB })
    await bound.ready
    await expect.poll(() => kept(key('old'))).toBe(false)
    expect(kept(key('newer'))).toBe(true)
    expect(kept(key('newest'))).toBe(true)
  })

  it('reads its bound from ARCHIVE_DISK_MB, 2 GB if unset, and refuses a bad one', () => {
    expect(archiveDiskBytes(undefined)).toBe(2048 * KB * KB)
    expect(archiveDiskBytes('512')).toBe(512 * KB * KB)
    for (const bad of ['0', '8', '1.5', 'lots', '-1']) {
      expect(() => archiveDiskBytes(bad), bad).toThrow(/ARCHIVE_DISK_MB/)
    }
  })
})
