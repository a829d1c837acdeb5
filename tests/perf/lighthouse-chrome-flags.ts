// Lighthouse's Chromium flags with RenderDocument left on. chrome-launcher 1.2.1 turns it off
// (lighthouse#16363), and on Chromium 156 that makes about half of all runs paint their first
// frame 1 or 2 s after the page is ready (observed FCP 1.27 s against a load event at 0.47 s).
// Lantern then counts every script and layout before that late paint into LCP: `/` measured
// 3.2-3.4 s in those runs against 2.2-2.4 s in the others. Chrome enables RenderDocument by
// default and Puppeteer stopped disabling it (puppeteer#14745, crbug.com/444150315).
const DISABLE_FEATURES = '--disable-features='

export function lighthouseChromeFlags(defaultFlags: readonly string[]): string[] {
  return defaultFlags.flatMap((flag) => {
    if (!flag.startsWith(DISABLE_FEATURES)) return [flag]
    const features = flag
      .slice(DISABLE_FEATURES.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument')
    return features.length > 0 ? [`${DISABLE_FEATURES}${features.join(',')}`] : []
  })
}
