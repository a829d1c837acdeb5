import { clientConfig, createSanityClient } from '@/sanity/hosted/client'
import { readEnv } from '@/lib/settings'

const hosted = readEnv({ CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })

describe('clientConfig', () => {
  const config = clientConfig(hosted)

  it('reads the configured project with the spec defaults for dataset and API version', () => {
    expect(config.projectId).toBe('abc123')
    expect(config.dataset).toBe('production')
    expect(config.apiVersion).toBe('2025-06-18')
  })

  it('reads publicly: no token, no credentials', () => {
    expect(config).not.toHaveProperty('token')
    expect(config).not.toHaveProperty('withCredentials')
  })

  it('reads published content straight from the API, not the CDN', () => {
    expect(config.useCdn).toBe(false)
    expect(config.perspective).toBe('published')
  })

  it('waits up to 300 seconds and retries up to 5 times', () => {
    expect(config.timeout).toBe(300_000)
    expect(config.maxRetries).toBe(5)
  })

  it('uses the dataset and API version settings when given', () => {
    const custom = readEnv({
      CONTENT_SOURCE: 'sanity',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      NEXT_PUBLIC_SANITY_API_VERSION: '2025-02-19',
    })
    expect(clientConfig(custom)).toMatchObject({ dataset: 'staging', apiVersion: '2025-02-19' })
  })
})

describe('createSanityClient', () => {
  it('builds a client with exactly these settings', () => {
    const resolved = createSanityClient({}, hosted).config()
    expect(resolved).toMatchObject({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-06-18',
      useCdn: false,
      perspective: 'published',
      timeout: 300_000,
      maxRetries: 5,
    })
    expect(resolved.token).toBeUndefined()
    expect(resolved.url).toBe('https://abc123.api.sanity.io/v2025-06-18')
  })

  it('lets a test point it elsewhere without losing the rest', () => {
    const resolved = createSanityClient(
      { apiHost: 'http://127.0.0.1:9', useProjectHostname: false, retryDelay: () => 1 },
      hosted,
    ).config()
    expect(resolved.url).toBe('http://127.0.0.1:9/v2025-06-18')
    expect(resolved).toMatchObject({ perspective: 'published', useCdn: false, maxRetries: 5 })
  })

  it('sends queries to SANITY_API_HOST when it is set, at the same paths', () => {
    const proxied = readEnv({
      CONTENT_SOURCE: 'sanity',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: 'http://127.0.0.1:3699',
    })
    const resolved = createSanityClient({}, proxied).config()
    expect(resolved.url).toBe('http://127.0.0.1:3699/v2025-06-18')
    expect(resolved).toMatchObject({ useProjectHostname: false, projectId: 'abc123' })
  })
})
