// `npm start`: build when needed, then serve the production build (which migrates the
// database and loads demo data into an empty one before it listens).
import { buildIfStale } from './build-if-stale.js'

process.env.NODE_ENV = 'production'
buildIfStale()
await import('../server.js')
