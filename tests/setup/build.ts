import { buildIfStale } from '../../scripts/build-if-stale.js'

/** The server tests run the production build, as `npm start` does. */
export default function setup() {
  buildIfStale()
}
