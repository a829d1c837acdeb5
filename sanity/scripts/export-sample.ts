// `npm run sample:export`: turns the local sample dataset into a folder that
// `sanity dataset import` loads into a real project, pictures included:
//
//   sample-export/data.ndjson   the documents; every image field names its file with
//                               `_sanityAsset: "image@file://./images/<file>"` (the import
//                               tool uploads the file and sets `asset` to the new asset)
//   sample-export/images/       the pictures at their original size, as JPEG
//
// The import resolves `file://./` against the folder holding the .ndjson file, and creates
// the asset documents itself, so `sanity.imageAsset` documents are left out. Versions in a
// release need the release, so its `_.releases.<name>` document is written first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { getVersionFromId } from '@sanity/client/csm'

import { isRecord } from '@/lib/is-record'

import { renderSampleImage } from '@/sanity/sample/render-image'
import { ensureSampleDataset, writeNdjson } from '@/sanity/sample/write'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type ImageFile = { assetId: string; width: number; height: number; name: string }

const USAGE = `Usage: npm run sample:export -- [--from FILE] [--out DIR] [--force]

  --from FILE  dataset to export (default: the local sample dataset, generated if missing)
  --out DIR    folder to write (default sample-export)
  --force      render every image again, even those already in DIR/images`

function parseArguments(args: string[]): { from?: string; out: string; force: boolean } {
  const options: { from?: string; out: string; force: boolean } = {
    out: 'sample-export',
    force: false,
  }
  for (let index = 0; index < args.length; index++) {
    const flag = args[index]
    const value = () => {
      const next = args[++index]
      if (!next) {
        console.error(`${flag} needs a value.\n\n${USAGE}`)
        process.exit(1)
      }
      return next
    }
    if (flag === '--from') options.from = value()
    else if (flag === '--out') options.out = value()
    else if (flag === '--force') options.force = true
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else {
      console.error(`Unknown argument: ${flag}\n\n${USAGE}`)
      process.exit(1)
    }
  }
  return options
}

/** A path for messages: relative to the working folder when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith('..') ? relative : file
}

const isObject = (value: Json): value is { [key: string]: Json } => isRecord(value)

function imageFile(ref: string): ImageFile | undefined {
  const match = /^image-([0-9a-f]+)-(\d+)x(\d+)-[a-z]+$/.exec(ref)
  if (!match) return undefined
  const [, assetId = '', width = '0', height = '0'] = match
  return {
    assetId,
    width: Number(width),
    height: Number(height),
    name: `${assetId}-${width}x${height}.jpg`,
  }
}

/** Replaces every image field's `asset` reference with the file the import should upload. */
function withAssetFiles(value: Json, files: Map<string, ImageFile>): Json {
  if (Array.isArray(value)) return value.map((item) => withAssetFiles(item, files))
  if (!isObject(value)) return value
  const asset = value.asset
  const file =
    value._type === 'image' &&
    asset !== undefined &&
    isObject(asset) &&
    typeof asset._ref === 'string'
      ? imageFile(asset._ref)
      : undefined
  const result: { [key: string]: Json } = {}
  if (file) {
    files.set(file.name, file)
    result._type = 'image'
    result._sanityAsset = `image@file://./images/${file.name}`
  }
  for (const [key, item] of Object.entries(value)) {
    if (file && (key === 'asset' || key === '_type')) continue
    result[key] = withAssetFiles(item, files)
  }
  return result
}

/** `rAutumn2026` -> `Autumn 2026`. */
function releaseTitle(name: string): string {
  return name
    .replace(/^r(?=[A-Z])/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2))
  const source = options.from ? path.resolve(options.from) : ensureSampleDataset().path
  const outDir = path.resolve(options.out)
  const imagesDir = path.join(outDir, 'images')

  const files = new Map<string, ImageFile>()
  const releases = new Set<string>()
  const documents: Json[] = []
  for (const line of readFileSync(source, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const document: Json = JSON.parse(line)
    if (!isObject(document) || document._type === 'sanity.imageAsset') continue
    const id = String(document._id ?? '')
    const release = getVersionFromId(id)
    if (release) releases.add(release)
    documents.push(withAssetFiles(document, files))
  }
  const releaseDocuments: Json[] = [...releases].map((name) => ({
    _id: `_.releases.${name}`,
    _type: 'system.release',
    name,
    state: 'active',
    metadata: { title: releaseTitle(name), releaseType: 'undecided' },
  }))

  mkdirSync(imagesDir, { recursive: true })
  const dataFile = path.join(outDir, 'data.ndjson')
  writeNdjson(dataFile, [...releaseDocuments, ...documents])

  const todo = [...files.values()].filter(
    (file) => options.force || !existsSync(path.join(imagesDir, file.name)),
  )
  console.log(
    `Wrote ${shown(dataFile)}: ${documents.length + releaseDocuments.length} documents, ` +
      `${files.size} images (${todo.length} to draw).`,
  )
  let done = 0
  const started = performance.now()
  const worker = async () => {
    for (let file = todo.shift(); file; file = todo.shift()) {
      const image = await renderSampleImage({
        assetId: file.assetId,
        width: file.width,
        height: file.height,
        format: 'jpg',
        quality: 88,
      })
      writeFileSync(path.join(imagesDir, file.name), image)
      done += 1
      if (done % 25 === 0) console.log(`  drew ${done} images…`)
    }
  }
  await Promise.all([worker(), worker()])
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Drew ${done} images into ${shown(imagesDir)}/ in ${seconds} s.`)

  console.log(
    `\nImport it into a Sanity project (from your Studio folder, or add --project <projectId>):\n\n` +
      `  npx sanity@5 dataset import ${shown(dataFile)} production\n\n` +
      `Add --replace to overwrite documents imported before.`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
