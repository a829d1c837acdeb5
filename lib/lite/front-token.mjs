// @ts-check
// How Next knows a request came through the front (lib/lite/front.mjs): the front starts Next
// with a token of its own in the environment and sends it with every request, replacing any a
// stranger sent. A server started without the front has no token: its health check says so.

/** The request header that carries the token. */
export const FRONT_HEADER = 'x-ruum-front'

/** The environment variable that gives Next the token. */
export const FRONT_TOKEN_ENV = 'RUUM_FRONT_TOKEN'
