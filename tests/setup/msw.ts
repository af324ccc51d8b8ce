import { afterAll, afterEach, beforeAll } from 'vitest'

import { server } from '#tests/mocks/node.ts'

// Any call to an outside system without a handler fails the test; calls to the product's
// own servers on loopback (started by the tests) go through.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      const { hostname } = new URL(request.url)
      if (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]') return
      print.error()
    },
  }),
)
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
