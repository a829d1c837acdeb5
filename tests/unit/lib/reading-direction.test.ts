// Arrow keys through a row in each reading direction.
import { arrowStep, forwardIn } from '@/lib/reading-direction'

describe('arrowStep', () => {
  it('moves to the next item with the arrow that points the way the page reads', () => {
    expect(forwardIn('fr')).toBe(1)
    expect(forwardIn('ar')).toBe(-1)
    expect(arrowStep('ArrowRight', forwardIn('en'))).toBe(1)
    expect(arrowStep('ArrowLeft', forwardIn('en'))).toBe(-1)
    expect(arrowStep('ArrowLeft', forwardIn('ar'))).toBe(1)
    expect(arrowStep('ArrowRight', forwardIn('ar'))).toBe(-1)
    expect(arrowStep('Enter', forwardIn('ar'))).toBe(0)
  })
})
