import path from 'node:path'

import { LOCAL_DATASET_FILE, localDatasetPathSetting } from '../../lib/settings'

/**
 * The embedded dataset's file: LOCAL_DATASET_PATH, else sanity/sample/data/dataset.ndjson under
 * the working directory. The path is only known at run time, so the join carries
 * `turbopackIgnore`: otherwise the build would trace the whole project into the server output.
 */
export function localDatasetPath(): string {
  return (
    localDatasetPathSetting() ??
    path.join(/* turbopackIgnore: true */ process.cwd(), LOCAL_DATASET_FILE)
  )
}
