// The thread sample images are drawn on: drawing is seconds of CPU per large image, which on the
// request thread would stall every page the server is answering meanwhile.
import { parentPort } from 'node:worker_threads'

import sharp from 'sharp'

import { renderSampleImages, type RenderSampleImageOptions } from '@/sanity/sample/render-image'

// Each image is drawn once and then kept on disk, so libvips' own cache would only hold memory;
// one libvips thread, as the worker itself is the one core given to drawing.
sharp.cache(false)
sharp.concurrency(1)

/** One drawing, or a family of sizes drawn once (renderSampleImages). */
export type RenderJob = { id: number; family: RenderSampleImageOptions[] }
export type RenderResult = { id: number; images: Uint8Array[] } | { id: number; error: string }

parentPort?.on('message', async ({ id, family }: RenderJob) => {
  let result: RenderResult
  try {
    const images = await renderSampleImages(family)
    result = { id, images: images.map((image) => new Uint8Array(image)) }
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(result)
})
