/** A request path as logs may show it: snapshot ids are capabilities and are never written out. */
export function loggablePath(path: string): string {
  return path.replace(/^\/api-tool-experience\/snapshot\/[^/]+/i, '/api-tool-experience/snapshot/:snapshotId')
}
