// lib/slow-connection.ts: which connections are offered data saver.
import { isSlowConnection, SLOW_DOWNLINK_MBPS } from '@/lib/slow-connection'

describe('isSlowConnection', () => {
  it('is slow with the browser’s data saver, whatever the line', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g', downlink: 10 })).toBe(true)
  })

  it('is slow on 3G and below, not on 4G', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(isSlowConnection({ effectiveType, downlink: 10 }), effectiveType).toBe(true)
    }
    expect(isSlowConnection({ effectiveType: '4g', downlink: 10 })).toBe(false)
  })

  it('is slow below the bandwidth floor on a line that calls itself 4G', () => {
    expect(isSlowConnection({ effectiveType: '4g', downlink: SLOW_DOWNLINK_MBPS / 2 })).toBe(true)
    expect(isSlowConnection({ effectiveType: '4g', downlink: SLOW_DOWNLINK_MBPS })).toBe(false)
  })

  it('is not slow when the browser tells nothing (no API, or no estimate yet)', () => {
    expect(isSlowConnection(undefined)).toBe(false)
    expect(isSlowConnection({})).toBe(false)
    expect(isSlowConnection({ downlink: 0 })).toBe(false)
  })
})
