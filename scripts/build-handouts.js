// After `react-router build`: draws the static PDF handouts of the option-grid-only aids into
// build/client/assets/pdf (decision 0027), with the same renderer the server uses.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export async function buildHandouts() {
  const { writeStaticHandouts } = await import(path.join(root, 'build/server/index.js'))
  const written = await writeStaticHandouts(path.join(root, 'build/client/assets/pdf'))
  for (const { file, bytes } of written) console.log(`  ${path.relative(root, file)}  ${(bytes / 1024).toFixed(1)} kB`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV ??= 'production'
  try {
    await buildHandouts()
  } catch (error) {
    console.error('The PDF handouts could not be made:', error)
    process.exit(1)
  }
}
