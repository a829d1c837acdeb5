// What hosted Sanity sends with a draft-mode query and the embedded dataset cannot: a Content
// Source Map, saying which document field each string of a result came from, so the same stega
// encoder (sanity/stega.ts) marks the embedded dataset's text for click-to-edit. groq-js keeps no
// provenance, so a string is traced by its value: to the field of the nearest document the result
// names (`_id`) that holds it, else to the first field anywhere that does. Only the editable fields
// are traced, so a name or a place that happens to match is never marked.
import type { ContentSourceMap } from '@sanity/client/csm'

import { isRecord } from '@/lib/is-record'
import type { DatasetIndex, StoredDocument } from '@/sanity/local/local-index'
import { isEditableSource } from '@/sanity/stega'

type DocSegment = string | number | { _key: string }
type Source = { doc: StoredDocument; path: DocSegment[] }

const ESCAPES: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
}
const quote = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c)

/** Sanity's JSONPath form of a path: `$['content'][?(@._key=='a1')]['text']`. */
export function jsonPath(path: readonly DocSegment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'string'
        ? `['${quote(segment)}']`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[?(@._key=='${quote(segment._key)}')]`,
    )
    .join('')}`
}

const byValueCache = new WeakMap<DatasetIndex, Map<string, Source[]>>()

/** Every editable string of the visible documents, by value. Built once per dataset revision. */
function sourcesByValue(index: DatasetIndex): Map<string, Source[]> {
  const cached = byValueCache.get(index)
  if (cached) return cached
  const byValue = new Map<string, Source[]>()
  const walk = (doc: StoredDocument, value: unknown, path: DocSegment[]) => {
    if (typeof value === 'string') {
      if (!isEditableSource(path)) return
      const list = byValue.get(value)
      if (list) list.push({ doc, path })
      else byValue.set(value, [{ doc, path }])
    } else if (Array.isArray(value)) {
      value.forEach((item, at) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        walk(doc, item, [...path, key === undefined ? at : { _key: key }])
      })
    } else if (isRecord(value)) {
      for (const [field, inner] of Object.entries(value)) {
        if (!field.startsWith('_')) walk(doc, inner, [...path, field])
      }
    }
  }
  for (const doc of index.documents) walk(doc, doc, [])
  byValueCache.set(index, byValue)
  return byValue
}

/** The Content Source Map of `result`, read against the documents of `index`. */
export function localSourceMap(result: unknown, index: DatasetIndex): ContentSourceMap {
  const byValue = sourcesByValue(index)
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentAt = new Map<string, number>()
  const pathAt = new Map<string, number>()
  const numberOf = <K>(seen: Map<K, number>, key: K, add: () => number) => {
    const known = seen.get(key)
    if (known !== undefined) return known
    const at = add()
    seen.set(key, at)
    return at
  }

  const walk = (value: unknown, path: (string | number)[], nearestId: string | undefined) => {
    if (typeof value === 'string') {
      const sources = byValue.get(value)
      if (!sources) return
      const source = sources.find(({ doc }) => doc._id === nearestId) ?? sources[0]
      if (!source) return
      const { doc } = source
      const document = numberOf(
        documentAt,
        doc._id,
        () => map.documents.push({ _id: doc._id, _type: doc._type }) - 1,
      )
      const sourcePath = jsonPath(source.path)
      const at = numberOf(pathAt, sourcePath, () => map.paths.push(sourcePath) - 1)
      map.mappings[jsonPath(path)] = {
        type: 'value',
        source: { type: 'documentValue', document, path: at },
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, at) => walk(item, [...path, at], nearestId))
    } else if (isRecord(value)) {
      const id = typeof value._id === 'string' ? value._id : nearestId
      for (const [field, inner] of Object.entries(value)) walk(inner, [...path, field], id)
    }
  }
  walk(result, [], undefined)
  return map
}
