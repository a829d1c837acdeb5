// The CPU slowdown `npm run test:perf` simulates, from the host's Lighthouse BenchmarkIndex.
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from '@/tests/perf/cpu-slowdown'

describe('cpuSlowdownFor', () => {
  it("keeps Lighthouse's own 4× from the host it was made for up", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(DEFAULT_CPU_SLOWDOWN, 2)
    expect(cpuSlowdownFor(2700)).toBe(DEFAULT_CPU_SLOWDOWN)
  })

  it('slows a slower host less, along the calculator', () => {
    expect(cpuSlowdownFor(150)).toBe(1)
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5)
    expect(cpuSlowdownFor(800)).toBe(2)
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5)
    expect(cpuSlowdownFor(1300)).toBe(3)
    expect(cpuSlowdownFor(1416.5)).toBeCloseTo(3.5, 5)
  })

  it('refuses a host slower than the phone it would emulate, saying so', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/BenchmarkIndex is 149, below 150/)
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow to emulate/)
  })
})
