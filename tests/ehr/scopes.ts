/**
 * SMART App Launch scopes (v2 `patient/Observation.rs`, v1 `patient/Observation.read`) as the
 * test EHR's gate and consent read them.
 */
export type ScopeContext = 'patient' | 'user' | 'system'
export type Permission = 'c' | 'r' | 'u' | 'd' | 's'

export type ResourceScope = {
  context: ScopeContext
  /** A resource type or `*`. */
  type: string
  permissions: Set<Permission>
  /** Granular v2 constraints (`?category=laboratory`): a search must carry each of them. */
  constraints: [string, string][]
  raw: string
}

const RESOURCE_SCOPE = /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.([a-z*]+)(\?.*)?$/

export function parseResourceScope(scope: string): ResourceScope | null {
  const m = RESOURCE_SCOPE.exec(scope)
  if (!m) return null
  const [, context, type, perms, query] = m as unknown as [string, ScopeContext, string, string, string | undefined]
  let permissions: Set<Permission>
  if (perms === 'read') permissions = new Set(['r', 's'])
  else if (perms === 'write') permissions = new Set(['c', 'u', 'd'])
  else if (perms === '*') permissions = new Set(['c', 'r', 'u', 'd', 's'])
  else if (/^c?r?u?d?s?$/.test(perms) && perms.length > 0) permissions = new Set(perms.split('') as Permission[])
  else return null
  const constraints = query ? [...new URLSearchParams(query.slice(1))] : []
  return { context, type, permissions, constraints, raw: scope }
}

/** Whether `granted` (as registered for a client) covers the requested scope. */
export function scopeCovers(granted: string, requested: string): boolean {
  if (granted === requested) return true
  const g = parseResourceScope(granted)
  const r = parseResourceScope(requested)
  if (!g || !r) return false
  if (g.context !== r.context) return false
  if (g.type !== '*' && g.type !== r.type) return false
  for (const p of r.permissions) if (!g.permissions.has(p)) return false
  // A granular registered scope covers only the same or a narrower constraint set.
  return g.constraints.every(([k, v]) => r.constraints.some(([rk, rv]) => rk === k && rv === v))
}

/** Resource scopes (of the token) that grant `permission` on `type`. */
export function grantingScopes(scopes: string[], type: string, permission: Permission): ResourceScope[] {
  return scopes
    .map(parseResourceScope)
    .filter((s): s is ResourceScope => !!s && (s.type === '*' || s.type === type) && s.permissions.has(permission))
}
