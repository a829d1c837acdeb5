// Lighthouse's mobile preset slows the CPU 4×: the factor that turns the host it was made for
// (BenchmarkIndex about 1,500) into its target phone. On a slower host, 4× emulates a slower phone
// than the target, and on a shared host the host's speed follows whatever else it is running, so
// a budget would measure the machine more than the page. Lighthouse's docs ("Calibrating the CPU
// slowdown", docs/throttling.md) say to lower the factor for a slow host's BenchmarkIndex, which
// every run measures; these are the figures of the calculator those docs link to
// (lighthouse-cpu-throttling-calculator.vercel.app): 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×.
// A faster host keeps the preset's 4×, so no figure is stricter or kinder than the preset's on a
// host as fast as the one it was made for.

/** Lighthouse's own factor, for a host as fast as the one it was made for. */
export const DEFAULT_CPU_SLOWDOWN = 4

/** Below this index the host is slower than the target phone, so no factor can emulate it. */
export const MIN_BENCHMARK_INDEX = 150

/**
 * The CPU slowdown for a host of `benchmarkIndex`: the calculator's below the index Lighthouse's
 * 4× was made for, the preset's 4× from there up.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_BENCHMARK_INDEX) {
    throw new Error(
      `This machine's Lighthouse BenchmarkIndex is ${Math.round(benchmarkIndex)}, below ` +
        `${MIN_BENCHMARK_INDEX}: too slow to emulate Lighthouse's target phone. Measure on a ` +
        'quieter or faster machine.',
    )
  }
  if (benchmarkIndex >= 1300)
    return Math.min(DEFAULT_CPU_SLOWDOWN, 3 + (benchmarkIndex - 1300) / 233)
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - MIN_BENCHMARK_INDEX) / 650
}
