// @ts-check
// Loaded into the server's Node process before Next (lib/lite/serve.mjs: production's server.js
// and the tests' `next start`): every HTTP server the process makes, Next's among them, answers data
// saver's pages framework-free (lite-responses.mjs) and the build's files in Brotli
// (build-files.mjs), once the requests Next would answer with a 500 are answered
// (sane-requests.mjs). Next has no setting for a route's client runtime, and its server is made by
// its own code (start-server.js), so its request listener is wrapped where that code hands it to
// Node. docs/data-saver-and-phones.md weighs the options.
import http from 'node:http'

import { withBrotliBuildFiles } from './build-files.mjs'
import { withLitePages } from './lite-responses.mjs'
import { withSaneRequests } from './sane-requests.mjs'

const createServer = http.createServer

/** @type {typeof http.createServer} */
const createLiteServer = function (/** @type {any[]} */ ...args) {
  const index = args.findIndex((arg) => typeof arg === 'function')
  if (index !== -1) {
    args[index] = withSaneRequests(withBrotliBuildFiles(withLitePages(args[index])))
  }
  return createServer.apply(http, /** @type {any} */ (args))
}

http.createServer = createLiteServer
