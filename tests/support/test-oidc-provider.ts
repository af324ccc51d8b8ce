/**
 * A hospital's OpenID provider for tests: oidc-provider 9 (OpenID Certified) on a loopback port,
 * with a plain HTML sign-in page (works without JavaScript) where a test types the name of one of
 * the accounts it was given. Confidential clients with `client_secret_basic`, PKCE required, and
 * email claims at userinfo (not in the ID token), as many providers do. It ends its session on
 * request (RP-Initiated Logout, with a plain HTML confirmation page) unless told not to.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider'

export type TestAccount = { email: string; email_verified: boolean; name?: string }

export type TestProvider = {
  issuer: string
  /** Registers (or replaces) a confidential client. */
  registerClient(client: { clientId: string; clientSecret: string; redirectUris: string[]; postLogoutRedirectUris?: string[] }): void
  stop(): Promise<void>
}

class MemoryStore {
  private readonly entries = new Map<string, { payload: AdapterPayload; expiresAt: number | null }>()
  adapter(model: string): Adapter {
    const key = (id: string) => `${model}:${id}`
    const live = (k: string) => {
      const e = this.entries.get(k)
      if (!e || (e.expiresAt !== null && e.expiresAt < Date.now())) return undefined
      return e.payload
    }
    const where = (test: (p: AdapterPayload) => boolean) => {
      for (const [k, e] of this.entries) if (k.startsWith(`${model}:`) && test(e.payload)) return e.payload
      return undefined
    }
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null })
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => where((p) => p.uid === uid),
      findByUserCode: async (code) => where((p) => p.userCode === code),
      consume: async (id) => {
        const e = this.entries.get(key(id))
        if (e) e.payload.consumed = Math.floor(Date.now() / 1000)
      },
      destroy: async (id) => {
        this.entries.delete(key(id))
      },
      revokeByGrantId: async (grantId) => {
        for (const [k, e] of this.entries) if (e.payload.grantId === grantId) this.entries.delete(k)
      },
    }
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function loginPage(uid: string, error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hospital sign-in</title></head><body><main>
<h1>Hospital sign-in</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}"><label for="login">Username</label>
<input id="login" name="login" autocomplete="username"><button type="submit">Sign in</button></form></main></body></html>`
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

/** The provider's question before it ends its session; `form` is its own (with its CSRF field). */
function logoutPage(form: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hospital sign-out</title></head><body><main>
<h1>Hospital sign-out</h1>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></main></body></html>`
}

/**
 * Starts a provider whose accounts are `accounts` (username → claims); `endSession: false` makes
 * one that publishes no end_session_endpoint. `hostname: 'localhost'` names it by another host
 * than an app on 127.0.0.1, as a hospital's provider is: browsers keep cookies per host, not per
 * port, so clearing the app's cookies would otherwise clear the provider's too.
 */
export async function startTestProvider({
  accounts,
  port = 0,
  endSession = true,
  hostname = '127.0.0.1',
}: {
  accounts: Record<string, TestAccount>
  port?: number
  endSession?: boolean
  hostname?: '127.0.0.1' | 'localhost'
}): Promise<TestProvider> {
  let handler: http.RequestListener = (_req, res) => res.end()
  const server = http.createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port
  const issuer = `http://${hostname}:${actualPort}`
  const store = new MemoryStore()
  const clients = store.adapter('Client')

  const key = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(key.privateKey)), alg: 'RS256', use: 'sig', kid: `idp-${actualPort}` }

  const provider = new Provider(issuer, {
    adapter: (model: string) => (model === 'Client' ? clients : store.adapter(model)),
    clients: [],
    jwks: { keys: [jwk] },
    cookies: {
      names: { session: `idp${actualPort}_session`, interaction: `idp${actualPort}_interaction`, resume: `idp${actualPort}_resume` },
      keys: [randomBytes(32).toString('base64url')],
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts[sub]
      if (!account) return undefined
      return { accountId: sub, claims: async () => ({ sub, ...account }) }
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: endSession
        ? {
            enabled: true,
            logoutSource: (ctx: { body: unknown }, form: string) => {
              ctx.body = logoutPage(form)
            },
            postLogoutSuccessSource: (ctx: { body: unknown }) => {
              ctx.body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>Signed out</h1></body></html>'
            },
          }
        : { enabled: false },
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  })

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res)
    if (details.prompt.name === 'login') {
      if (req.method !== 'POST') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(loginPage(details.uid))
        return
      }
      const login = (await readForm(req)).get('login') ?? ''
      if (!accounts[login]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(loginPage(details.uid, 'Unknown username.'))
        return
      }
      await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false })
      return
    }
    // Consent is not asked: the hospital's own provider grants its own application.
    const grant = new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: details.params.client_id ?? '' })
    grant.addOIDCScope('openid email profile')
    const grantId = await grant.save()
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  const callback = provider.callback()
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' })
        res.end('interaction failed')
      })
      return
    }
    callback(req, res)
  }

  return {
    issuer,
    registerClient({ clientId, clientSecret, redirectUris, postLogoutRedirectUris = [] }) {
      void clients.upsert(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Follows an authorization URL through the provider as a browser without JavaScript would, signing
 * in as `username`; answers the URL the provider finally redirects to (our callback, with code and
 * state). The provider's cookies are kept between steps.
 */
export async function signInAtProvider(authorizeUrl: string, username: string): Promise<URL> {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
  }
  const origin = new URL(authorizeUrl).origin
  let url = new URL(authorizeUrl)
  let init: RequestInit = {}
  for (let step = 0; step < 12; step++) {
    if (url.origin !== origin) return url
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookie() } })
    remember(res)
    init = {}
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url)
      continue
    }
    const html = await res.text()
    if (res.status === 200 && html.includes('name="login"')) {
      init = { method: 'POST', body: new URLSearchParams({ login: username }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      continue
    }
    throw new Error(`the provider answered ${res.status} at ${url.pathname}`)
  }
  throw new Error('the provider did not redirect back')
}
