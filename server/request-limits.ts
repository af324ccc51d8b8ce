import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import type { NextFunction, Request, Response } from 'express'

import { sendRefusal } from './refusal.ts'
import { classOf, MAX_BODY_BYTES, MAX_FORM_FIELDS, ROUTE_CLASS_LIMITS } from './route-classes.ts'

/** A refused body up to this size is read and thrown away, so the connection stays usable. */
export const DRAIN_BYTES = 1024 * 1024
/** A body must arrive within this time (a slow client ties up a connection, not the server). */
export const BODY_TIMEOUT_MS = 30_000
/** After refusing an unread body, the connection is closed within this time. */
export const LINGER_MS = 2_000

const bodies = new WeakMap<IncomingMessage, Buffer>()

/** The body the gate read and checked; empty when the request carried none. */
export function bodyOf(req: IncomingMessage): Buffer {
  const body = bodies.get(req)
  if (body) return body
  if (hasBody(req)) throw new Error('The request body was not read through the request gate.')
  return Buffer.alloc(0)
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

// Host names, IPv4 and bracketed IPv6 addresses, with an optional port (RFC 3986 authority
// without user info): anything else cannot make the request's URL.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/

function validHost(value: string | undefined): boolean {
  const match = value ? HOST.exec(value) : null
  return !!match && (match[1] === undefined || Number(match[1]) <= 65_535)
}

function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

function mediaType(req: Request): { type: string; boundary: string | undefined } {
  const header = req.get('content-type') ?? ''
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(header)
  return { type: header.split(';', 1)[0]!.trim().toLowerCase(), boundary: boundary?.[1] ?? boundary?.[2] }
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/

/**
 * Node closes the socket the moment a `Connection: close` answer is written. With request
 * bytes still unread, the kernel answers them with a reset, which can destroy the answer
 * before the client reads it. Instead: end our side, keep reading (and dropping) what the
 * client still sends up to DRAIN_BYTES, and close when it stops or after LINGER_MS.
 */
function closeWhenAnswered(req: Request, res: Response) {
  res.setHeader('Connection', 'close')
  const socket = req.socket as Socket & { destroySoon?: () => void }
  let dropped = 0
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    // Not destroy(): that would drop the answer if it is still being written.
    if (dropped > DRAIN_BYTES) req.pause()
  })
  req.resume()
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}

type Refusal = { status: number; code: string; message: string; headers?: Record<string, string> }

/**
 * A client that sent `Expect: 100-continue` waits for 100 Continue before sending its body
 * (server.js hands such requests here without Node's automatic 100). The gate sends it only
 * once it has decided to read the body, so a refused body is never invited.
 */
function awaitsContinue(req: Request): boolean {
  return /^100-continue$/i.test(req.headers.expect?.trim() ?? '')
}

/**
 * Refuses a request whose body has not been read: a body small enough is read and dropped
 * first (the connection stays open for the next request); a larger one is answered at once
 * and the connection closed.
 */
function refuseUnread(req: Request, res: Response, refusal: Refusal) {
  const send = () =>
    refusal.status === 204
      ? res.status(204).set(refusal.headers).end()
      : sendRefusal(req, res, refusal.status, refusal.code, refusal.message, refusal.headers)
  const declared = Number(req.headers['content-length'] ?? 0)
  if (!hasBody(req)) return send()
  // A client still waiting for 100 Continue has sent no body: answer now, then close, as it
  // may send the body anyway.
  if (awaitsContinue(req) || req.headers['transfer-encoding'] !== undefined || declared > DRAIN_BYTES) {
    closeWhenAnswered(req, res)
    return send()
  }
  const timer = setTimeout(() => {
    closeWhenAnswered(req, res)
    send()
  }, BODY_TIMEOUT_MS)
  req.on('end', () => {
    clearTimeout(timer)
    send()
  })
  req.on('close', () => clearTimeout(timer))
  req.resume()
}

type Read = { ok: true; body: Buffer } | { ok: false; refusal: Refusal } | { ok: false; refusal: null }

/** Reads the body, counting bytes as they arrive (a chunked body has no length up front). */
function readBody(req: Request, limit: number): Promise<Read> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (outcome: Read) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('close', onClose)
      resolve(outcome)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        done({ ok: false, refusal: { status: 413, code: 'too_large', message: `The request body is larger than ${limit / 1024} KB.` } })
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => done({ ok: true, body: Buffer.concat(chunks, size) })
    // The client went away before the body was complete: nobody is left to answer.
    const onClose = () => done({ ok: false, refusal: null })
    const timer = setTimeout(
      () => done({ ok: false, refusal: { status: 408, code: 'timeout', message: 'The request body did not arrive in time.' } }),
      BODY_TIMEOUT_MS,
    )
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('close', onClose)
  })
}

/** What is wrong with a form body, if anything: too many fields, a NUL byte, broken multipart. */
async function formProblem(body: Buffer, contentType: string, multipart: boolean): Promise<Refusal | null> {
  const tooMany: Refusal = { status: 413, code: 'too_many_fields', message: `A form may have at most ${MAX_FORM_FIELDS} fields.` }
  const nul: Refusal = { status: 400, code: 'nul_byte', message: 'A form field contains a NUL character.' }
  if (!multipart) {
    let fields = 0
    for (const pair of body.toString('latin1').split('&')) if (pair !== '') fields++
    if (fields > MAX_FORM_FIELDS) return tooMany
    return body.includes(0) || body.includes('%00') ? nul : null
  }
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { status: 400, code: 'malformed_form', message: 'The multipart form data could not be read.' }
  }
  let fields = 0
  for (const [name, value] of form) {
    if (++fields > MAX_FORM_FIELDS) return tooMany
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return nul
  }
  return null
}

/**
 * The request gate, before any route: a valid Host and path, a method the route class
 * supports, a content type it reads, and a body within its size and field limits. The
 * body is read here, in full and bounded, and handed to the router from memory: nothing
 * parses a byte of it before these checks, and no route can answer with the body still on
 * the wire (which left kept-alive connections stuck).
 */
export function requestLimits(req: Request, res: Response, next: NextFunction) {
  gate(req, res).then((pass) => (pass ? next() : undefined), next)
}

async function gate(req: Request, res: Response): Promise<boolean> {
  if (!validHost(req.headers.host)) {
    refuseUnread(req, res, { status: 400, code: 'bad_host', message: 'The request has no valid Host header.' })
    return false
  }
  if (!decodablePath(req.path)) {
    refuseUnread(req, res, { status: 400, code: 'bad_path', message: 'The address is not validly percent-encoded.' })
    return false
  }
  const routeClass = ROUTE_CLASS_LIMITS[classOf(req.path)]
  const allow = routeClass.methods.join(', ')
  // Cross-origin clients must be able to read refusals too; the preflight is answered here.
  for (const [name, value] of Object.entries(routeClass.cors ?? {})) res.setHeader(name, value)
  if (req.method === 'OPTIONS') {
    refuseUnread(req, res, { status: 204, code: '', message: '', headers: { Allow: allow } })
    return false
  }
  if (!routeClass.methods.includes(req.method)) {
    refuseUnread(req, res, { status: 405, code: 'method_not_allowed', message: `Use ${allow}.`, headers: { Allow: allow } })
    return false
  }

  const { type, boundary } = mediaType(req)
  const form = type === 'application/x-www-form-urlencoded' || (type === 'multipart/form-data' && boundary !== undefined)
  if (req.method === 'POST' && routeClass.accepts === 'form' && !form) {
    refuseUnread(req, res, {
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the form as application/x-www-form-urlencoded or multipart/form-data with a boundary.',
    })
    return false
  }
  if (hasBody(req) && routeClass.accepts === 'json' && !JSON_TYPE.test(type)) {
    refuseUnread(req, res, { status: 415, code: 'unsupported_media_type', message: 'Send the body as application/json.' })
    return false
  }

  if (!hasBody(req)) {
    // An empty body is an empty urlencoded form, but not a multipart one (it needs its closing boundary).
    if (req.method === 'POST' && routeClass.accepts === 'form' && type === 'multipart/form-data') {
      sendRefusal(req, res, 400, 'malformed_form', 'The multipart form data could not be read.')
      return false
    }
    return true
  }
  const limit = Math.min(routeClass.bodyBytes, MAX_BODY_BYTES)
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    refuseUnread(req, res, { status: 413, code: 'too_large', message: `The request body is larger than ${limit / 1024} KB.` })
    return false
  }
  if (awaitsContinue(req)) res.writeContinue()
  const read = await readBody(req, limit)
  if (!read.ok) {
    if (read.refusal) {
      closeWhenAnswered(req, res)
      sendRefusal(req, res, read.refusal.status, read.refusal.code, read.refusal.message)
    }
    return false
  }
  if (req.method === 'POST' && form) {
    const problem = await formProblem(read.body, req.get('content-type') ?? '', type === 'multipart/form-data')
    if (problem) {
      sendRefusal(req, res, problem.status, problem.code, problem.message)
      return false
    }
  }
  bodies.set(req, read.body)
  return true
}
