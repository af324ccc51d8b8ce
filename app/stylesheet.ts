// The address of the site stylesheet: rendered as a React stylesheet resource by the root
// layout (written before the module preloads) and linked by the plain outage page.
export { default as appStylesheet } from './app.css?url'
