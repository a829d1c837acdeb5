import { Launcher } from 'chrome-launcher'

import { lighthouseChromeFlags } from '@/tests/perf/lighthouse-chrome-flags'

describe('lighthouseChromeFlags', () => {
  it('keeps chrome-launcher defaults but leaves RenderDocument on', () => {
    const defaults = Launcher.defaultFlags()
    const flags = lighthouseChromeFlags(defaults)
    const disabled = flags.find((flag) => flag.startsWith('--disable-features='))
    expect(disabled).toContain('Translate')
    expect(disabled).not.toContain('RenderDocument')
    expect(flags.filter((flag) => !flag.startsWith('--disable-features='))).toEqual(
      defaults.filter((flag) => !flag.startsWith('--disable-features=')),
    )
  })

  it('drops the switch when RenderDocument was all it disabled', () => {
    expect(lighthouseChromeFlags(['--mute-audio', '--disable-features=RenderDocument'])).toEqual([
      '--mute-audio',
    ])
  })
})
