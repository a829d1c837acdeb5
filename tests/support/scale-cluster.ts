// Redis and instances of the standalone build on 127.0.0.1, as compose.yaml runs them: each
// instance `node server.js` in its own copy, all reading one copy of the sample dataset (as all
// would read one Sanity project) and sharing the one Redis. For test:scale and bench:scale.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { SampleDocument } from '@/sanity/sample/documents'

import { writeNdjson } from '@/sanity/sample/write'
import { freePort } from '@/tests/support/next-server'
import { readDataset } from '@/tests/support/dataset'
import { startTestRedis, type TestRedis } from '@/tests/support/redis-server'
import { copyStandalone, startInstance, type Instance } from '@/tests/support/standalone-site'

export type Cluster = {
  redis: TestRedis
  instances: Instance[]
  /** The dataset every instance reads; `writeDataset` replaces it at once. */
  documents: SampleDocument[]
  writeDataset: (documents: readonly SampleDocument[]) => void
  stop: () => Promise<void>
}

/** Starts Redis, then one instance per name (in order), with `env` added to each. */
export async function startCluster(
  names: readonly string[],
  env: Record<string, string> = {},
): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-cluster-'))
  const datasetPath = path.join(dir, 'dataset.ndjson')
  const documents = readDataset()
  writeNdjson(datasetPath, documents)
  const taken = [await freePort()]
  while (taken.length <= names.length) taken.push(await freePort(taken))
  const [redisPort = 0, ...ports] = taken
  const redis = await startTestRedis(redisPort)
  const instances: Instance[] = []
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await redis.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const shared = {
      REDIS_URL: redis.url,
      CONTENT_SOURCE: 'local',
      LOCAL_DATASET_PATH: datasetPath,
      ...env,
    }
    const started = await Promise.all(
      names.map((name, i) =>
        startInstance({ name, dir: copyStandalone(name), port: ports[i] ?? 0, env: shared }),
      ),
    )
    instances.push(...started)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    redis,
    instances,
    documents,
    writeDataset: (next) => writeNdjson(datasetPath, next),
    stop,
  }
}
