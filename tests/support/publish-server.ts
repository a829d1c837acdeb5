// `tsx tests/support/publish-server.ts <port>`: the second web server of the end-to-end run (see
// playwright.config.ts). Copies the build and the dataset, serves them, and removes the copies
// when Playwright stops it.
import { publishSite, prepareCopies, removeCopies, startServer } from '@/tests/support/publish-site'

const site = publishSite(Number(process.argv[2]))
prepareCopies(site)
const server = startServer(site)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill('SIGTERM'))
}
server.on('exit', (code) => {
  removeCopies(site)
  process.exit(code ?? 0)
})
