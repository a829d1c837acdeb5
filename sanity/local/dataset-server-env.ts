/**
 * How a build's workers learn the dataset server's address (sanity/local/dataset-server.ts):
 * next.config.ts sets it in the build's own process, and the workers inherit it.
 */
export const DATASET_SERVER_ENV = 'RUUM_BUILD_DATASET_URL'
