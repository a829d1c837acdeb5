import { resetRootParams } from '@/tests/support/root-params'

// After each test the page's root params go back to English and the full site, so no test sees
// the page another set.
afterEach(() => resetRootParams())
