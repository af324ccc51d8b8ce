/**
 * The inert forms React Router's <Scripts> output takes in the HTML until the first paint
 * (decision 0057; the server's DeferScriptsTransform writes them): a module preload without
 * `rel`, and the route-modules script with a type no browser runs.
 */
export const DEFERRED_REL_ATTRIBUTE = 'data-deferred-rel'
export const DEFERRED_MODULE_TYPE = 'x-deferred-module'

/**
 * Chunks the page evaluates one at a time, each in a task of its own, before the route modules
 * and the entry: React and React DOM (`react`), the router (`framework`), then the root's own
 * code (`shell`). Evaluated together in one task they blocked the main thread for 45–120 ms on a
 * slow machine (decisions 0074 and 0075). The names are vite.config.ts's manual chunks.
 */
export const STAGED_CHUNKS = ['react', 'framework', 'shell'] as const

/**
 * The inline script the root layout renders after <Scripts>. After the first paint (the task
 * after the next animation frame), or at once when the page is not visible (no frame would come),
 * it turns the module preloads back on, evaluates the staged chunks one task each, then replaces
 * each inert module script, in place, with a module script of the same code and this response's
 * nonce: the document then holds what <Scripts> rendered, for hydration to find. A staged chunk
 * that fails to load is left to the module script, which reports it as before.
 */
export const afterPaintScript = `(()=>{
const nonce=document.currentScript.nonce;let started=false
const staged=${JSON.stringify(STAGED_CHUNKS)}
const start=async()=>{if(started)return;started=true
const urls=[]
for(const inert of document.querySelectorAll('link[${DEFERRED_REL_ATTRIBUTE}]')){const link=document.createElement('link')
for(const a of inert.attributes)if(a.name!=='${DEFERRED_REL_ATTRIBUTE}')link.setAttribute(a.name,a.value)
link.rel=inert.getAttribute('${DEFERRED_REL_ATTRIBUTE}');link.nonce=nonce;inert.replaceWith(link);urls.push(link.href)}
for(const name of staged){const url=urls.find(u=>u.slice(u.lastIndexOf('/')+1).startsWith(name+'-'))
if(!url)continue
try{await import(url)}catch{break}
await new Promise(r=>setTimeout(r,0))}
for(const inert of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')){const script=document.createElement('script')
for(const a of inert.attributes)script.setAttribute(a.name,a.value)
script.type='module';script.async=inert.hasAttribute('async');script.nonce=nonce;script.textContent=inert.textContent;inert.replaceWith(script)}}
if(document.visibilityState!=='visible')start()
else{document.addEventListener('visibilitychange',start,{once:true});requestAnimationFrame(()=>setTimeout(start,0))}
})()`

const hydrationWaits: Promise<unknown>[] = []

/**
 * Code a server-rendered part needs before the page hydrates: a module registers it as it
 * evaluates (the route modules evaluate before the entry), and the entry hydrates once it is
 * there. A top-level await would do the same, but Rollup then splits every module the awaited
 * chunk shares with the route into chunks of their own (four more requests, 2 KB more per page).
 */
export function hydrateAfter(pending: Promise<unknown>): void {
  hydrationWaits.push(pending)
}

/** Resolves when everything registered with `hydrateAfter` has; a failure is left to the part, which renders without it. */
export function hydrationReady(): Promise<unknown> {
  return Promise.allSettled(hydrationWaits)
}
