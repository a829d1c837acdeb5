// `npm run typegen`: extracts the Studio schema and generates the types of it and of every GROQ
// query (Sanity's TypeGen CLI), into the files sanity.cli.ts names (schema.json, sanity.types.ts).
// `npm run typegen:check` (part of `npm test`) generates into a scratch folder instead and fails
// when the committed files differ from a fresh run. Both work offline.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// Where sanity.cli.ts writes them: the project's root.
const OUT_DIR = '.'
const GENERATED = ['schema.json', 'sanity.types.ts'] as const
// Inside the project, so the generated code is formatted with the project's Prettier settings.
const SCRATCH_PARENT = path.join('node_modules', '.cache', 'typegen-check')

const sanityCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sanity/package.json')),
  'bin',
  'sanity',
)

/** A failure whose message is all the user needs; printed without a stack. */
class TypegenError extends Error {}

/** Runs a Sanity CLI command writing into `outDir`; its chatter is shown only if it fails. */
function sanity(args: string[], outDir: string): void {
  const result = spawnSync(process.execPath, [sanityCli, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SANITY_TYPEGEN_DIR: outDir,
      // Nothing to report and nothing to check for: this runs offline, in builds and in CI.
      DO_NOT_TRACK: '1',
      NO_UPDATE_NOTIFIER: '1',
    },
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim()
    throw new TypegenError(`${output}\n\`sanity ${args.join(' ')}\` failed.`)
  }
}

/**
 * `sanity schema extract` without the CLI, which starts a whole Studio environment first (27 s
 * here): the same Sanity functions on the Studio's schema types, with sanity.cli.ts's settings.
 */
async function extractSchemaTo(outDir: string): Promise<void> {
  const [
    { createSchema },
    { extractSchema },
    { schemaTypes },
    { default: cli },
    { default: config },
  ] = await Promise.all([
    import('sanity'),
    import('@sanity/schema/_internal'),
    import('@/sanity/schema-types'),
    import('@/sanity.cli'),
    import('@/sanity.config'),
  ])
  if (Array.isArray(config)) throw new TypegenError('sanity.config.ts should define one workspace')
  const schema = createSchema({
    name: 'default',
    types: [...schemaTypes, ...pluginSchemaTypes(config.plugins ?? [])],
  })
  const extracted = extractSchema(schema, {
    enforceRequiredFields: cli.schemaExtraction?.enforceRequiredFields,
  })
  writeFileSync(path.join(outDir, GENERATED[0]), `${JSON.stringify(extracted, null, 2)}\n`)
}

type PluginLike = { schema?: { types?: unknown }; plugins?: PluginLike[] }

/**
 * The schema types the Studio's plugins add (the translations' metadata document and the
 * internationalized array fields), which the site's own types use.
 */
function pluginSchemaTypes(plugins: readonly PluginLike[]): unknown[] {
  return plugins.flatMap((plugin) => [
    ...(Array.isArray(plugin.schema?.types) ? (plugin.schema.types as unknown[]) : []),
    ...pluginSchemaTypes(plugin.plugins ?? []),
  ])
}

async function generate(outDir: string): Promise<void> {
  await extractSchemaTo(outDir)
  sanity(['typegen', 'generate'], outDir)
}

async function check(): Promise<void> {
  mkdirSync(SCRATCH_PARENT, { recursive: true })
  const scratch = mkdtempSync(path.join(SCRATCH_PARENT, 'run-'))
  try {
    await generate(scratch)
    const stale = GENERATED.filter((file) => {
      const committed = path.join(OUT_DIR, file)
      // The types name the schema file they came from; a fresh run's is in the scratch folder.
      const fresh = readFileSync(path.join(scratch, file), 'utf8').replaceAll(
        `${scratch.split(path.sep).join('/')}/`,
        '',
      )
      return !existsSync(committed) || readFileSync(committed, 'utf8') !== fresh
    })
    if (stale.length > 0) {
      const files = stale.join(' and ')
      throw new TypegenError(
        `${files} ${stale.length === 1 ? 'is' : 'are'} out of date with the schema or the GROQ queries.\n` +
          'Run `npm run typegen` and commit the result.',
      )
    }
    console.log(`TypeGen: ${GENERATED.join(' and ')} are up to date.`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

try {
  if (process.argv.includes('--check')) {
    await check()
  } else {
    await generate(OUT_DIR)
    console.log(`TypeGen: wrote ${GENERATED.join(' and ')}.`)
  }
} catch (error) {
  if (!(error instanceof TypegenError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
