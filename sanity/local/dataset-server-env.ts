import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * How a build's workers learn the dataset server's address (sanity/local/dataset-server.ts):
 * next.config.ts sets it in the build's own process, and the workers inherit it.
 */
export const DATASET_SERVER_ENV = 'RUUM_BUILD_DATASET_URL'

/**
 * The build's dataset server, in a build's page workers (Next sets NEXT_PHASE in the build before
 * it starts them); undefined anywhere else, so an address left in a shell never reaches
 * `next dev` or `next start`.
 */
export function datasetServerUrl(
  environment: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  return environment.NEXT_PHASE === PHASE_PRODUCTION_BUILD
    ? environment[DATASET_SERVER_ENV] || undefined
    : undefined
}
