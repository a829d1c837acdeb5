// Preloaded into a test's `next start` (NODE_OPTIONS=--require): appends each HTTP request
// Next's server receives ("METHOD URL") to the file REQUEST_LOG names, so a test can tell how
// many requests one request from outside became inside it. The front before Next
// (lib/lite/serve.mjs) inherits the preload too; only Next's process has the front's token.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for --require */
const { appendFileSync } = require('node:fs')
const http = require('node:http')

const log = process.env.REQUEST_LOG
if (log && process.env.RUUM_FRONT_TOKEN) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, request, ...rest) {
    if (event === 'request') appendFileSync(log, `${request.method} ${request.url}\n`)
    return emit.call(this, event, request, ...rest)
  }
}
