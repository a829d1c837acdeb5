import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'

import '@/tests/support/root-params-reset'

// Testing Library empties the DOM after each test by itself only when it finds a global
// afterEach as it is imported: asked here, so that does not depend on import order.
afterEach(() => cleanup())
