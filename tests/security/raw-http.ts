import net from 'node:net'

export type RawResponse = {
  status: number
  headers: Record<string, string>
  body: string
  /** Milliseconds from opening the connection to the end of this response's head. */
  ms: number
}

/**
 * A plain TCP connection to the server, for what fetch cannot send or observe: malformed
 * heads, several requests on one kept-alive socket, a body the server refuses before it
 * is sent in full.
 */
export class RawConnection {
  private buffered = Buffer.alloc(0)
  private waiters: (() => void)[] = []
  private started = Date.now()
  readonly socket: net.Socket
  closed = false

  private constructor(socket: net.Socket) {
    this.socket = socket
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk])
      this.wake()
    })
    socket.on('close', () => {
      this.closed = true
      this.wake()
    })
    // A reset after the server's answer is the server closing a refused upload.
    socket.on('error', () => undefined)
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url)
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }

  /** Writes the bytes; resolves when they are handed to the kernel, or the socket is gone. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || this.socket.destroyed) return resolve()
      this.socket.write(data, () => resolve())
    })
  }

  /** Reads one response (Content-Length or chunked); null when the socket closes first or time runs out. */
  async readResponse(timeoutMs = 5_000): Promise<RawResponse | null> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const parsed = this.tryParse()
      if (parsed) return parsed
      if (this.closed || Date.now() > deadline) return null
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Resolves true when the server closes the connection within the time. */
  async waitForClose(timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    while (!this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.closed
  }

  close() {
    this.socket.destroy()
  }

  private tryParse(): RawResponse | null {
    const end = this.buffered.indexOf('\r\n\r\n')
    if (end < 0) return null
    const head = this.buffered.subarray(0, end).toString('latin1').split('\r\n')
    const status = Number(head[0]?.split(' ')[1])
    const headers: Record<string, string> = {}
    for (const line of head.slice(1)) {
      const i = line.indexOf(':')
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
    }
    let rest = this.buffered.subarray(end + 4)
    let body: Buffer
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = rest.indexOf('\r\n')
        if (lineEnd < 0) return null
        const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
        if (rest.length < lineEnd + 2 + size + 2) return null
        if (size === 0) {
          rest = rest.subarray(lineEnd + 4)
          break
        }
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
        rest = rest.subarray(lineEnd + 2 + size + 2)
      }
      body = Buffer.concat(parts)
    } else {
      const length = Number(headers['content-length'] ?? 0)
      if (rest.length < length) return null
      body = rest.subarray(0, length)
      rest = rest.subarray(length)
    }
    const ms = Date.now() - this.started
    this.buffered = rest
    this.started = Date.now()
    return { status, headers, body: body.toString('utf8'), ms }
  }
}

/** The head of a request; `host` defaults to the server's own. */
export function requestHead(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
): string {
  const all: Record<string, string | number> = { host: new URL(url).host, ...headers }
  const lines = Object.entries(all).map(([k, v]) => `${k}: ${v}`)
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`
}

/** `count` urlencoded fields of about `fieldBytes` bytes each. */
export function manyFields(count: number, fieldBytes = 9): string {
  const parts: string[] = new Array(count)
  for (let i = 0; i < count; i++) parts[i] = `f${i}=`.padEnd(fieldBytes - 1, 'x')
  return parts.join('&')
}
