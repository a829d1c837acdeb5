// The health check a load balancer asks on a single machine: the instance answers, with its
// content source and no shared cache (REDIS_URL is not set), never cached, naming no secret.
import { expect, test } from '@playwright/test'

test('/api/health answers 200 with the content source and the shared cache off @any-screen', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(await response.json()).toEqual({ status: 'ok', content: 'local', sharedCache: 'off' })
})

test('/api/health takes only reads @any-screen', async ({ request }) => {
  const response = await request.post('/api/health', { data: {} })
  expect(response.status()).toBe(405)
})
