import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'

import { expect, test, vi } from 'vitest'

import { createLogger } from './logger.server.ts'
import { installProcessHandlers } from './process-handlers.server.ts'

function setUp() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  const target = new EventEmitter()
  const exit = vi.fn()
  installProcessHandlers({ target, log: createLogger('info', sink), exit })
  return { lines, target, exit }
}

test('an uncaught exception is one JSON line through the logger, then the process exits', () => {
  const { lines, target, exit } = setUp()
  target.emit('uncaughtException', new TypeError('Cannot read properties of undefined'), 'uncaughtException')
  expect(lines).toHaveLength(1)
  const line = JSON.parse(lines[0]!) as { level: number; msg: string; err: { type: string; message: string; stack: string } }
  expect(line.level).toBe(60)
  expect(line.msg).toBe('uncaught exception')
  expect(line.err).toMatchObject({ type: 'TypeError', message: 'Cannot read properties of undefined' })
  expect(line.err.stack).toMatch(/^\s+at /)
  expect(exit).toHaveBeenCalledWith(1)
})

test('an unhandled rejection is logged as one line and the server carries on', () => {
  const { lines, target, exit } = setUp()
  target.emit('unhandledRejection', new RangeError('out of range'), Promise.resolve())
  target.emit('unhandledRejection', 'a bare string', Promise.resolve())
  expect(lines.map((l) => JSON.parse(l) as { level: number; msg: string; err: { type: string } })).toEqual([
    expect.objectContaining({ level: 50, msg: 'unhandled rejection', err: expect.objectContaining({ type: 'RangeError' }) }),
    expect.objectContaining({ level: 50, msg: 'unhandled rejection', err: { type: 'string' } }),
  ])
  expect(exit).not.toHaveBeenCalled()
})

test('installing replaces no handler twice', () => {
  const target = new EventEmitter()
  const log = createLogger('silent')
  installProcessHandlers({ target, log, exit: () => {} })
  installProcessHandlers({ target, log, exit: () => {} })
  expect(target.listenerCount('uncaughtException')).toBe(1)
  expect(target.listenerCount('unhandledRejection')).toBe(1)
})
