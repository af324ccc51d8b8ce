// The parts of oidc-provider 9 the test EHR uses (the package ships no type declarations).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AdapterPayload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number }
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Grant {
    jti: string
    accountId: string
    clientId: string
    addOIDCScope(scope: string): void
    rejectOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    rejectResourceScope(resource: string, scope: string): void
    getResourceScope(resource: string): string
    save(): Promise<string>
    destroy(): Promise<void>
  }

  export interface AccessToken {
    jti: string
    grantId: string
    accountId: string
    clientId: string
    scope?: string
    aud?: string
    exp?: number
    destroy(): Promise<void>
  }

  export interface InteractionDetails {
    uid: string
    prompt: { name: 'login' | 'consent' | string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, string | undefined>
    session?: { accountId?: string; uid?: string }
    grantId?: string
    exp: number
    save(ttl: number): Promise<string>
  }

  export type KoaContext = {
    path: string
    method: string
    status: number
    body: unknown
    oidc?: {
      route?: string
      params?: Record<string, unknown>
      client?: { clientId: string }
      session?: { accountId?: string }
      result?: { consent?: { grantId?: string } }
      entities: { AccessToken?: AccessToken; Grant?: Grant; RefreshToken?: { grantId: string } }
      provider: Provider
      requestParamScopes: Set<string>
    }
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): void
    Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> }
    AccessToken: {
      new (properties: { accountId: string; client: unknown; grantId: string; gty: string; scope: string }): AccessToken & {
        resourceServer: unknown
        expiration: number
        save(): Promise<string>
      }
      find(value: string): Promise<AccessToken | undefined>
    }
    Client: { find(id: string): Promise<{ clientId: string } | undefined> }
    ResourceServer: new (identifier: string, info: Record<string, unknown>) => unknown
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: KoaContext) => boolean | Promise<boolean>)
    static REQUEST_PROMPT: true
    static NO_NEED_TO_PROMPT: false
  }
  export interface PromptChecks extends Array<Check> {
    add(check: Check, index?: number): void
    remove(reason: string): void
    clear(): void
  }
  export interface Prompt {
    name: string
    checks: PromptChecks
  }
  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined }
    Check: typeof Check
  }

  export const errors: {
    InvalidRequest: new (description?: string) => Error
    InvalidClientAuth: new (description?: string) => Error
    InvalidScope: new (description?: string, scope?: string) => Error
    InvalidTarget: new (description?: string) => Error
  }

  export default Provider
}
