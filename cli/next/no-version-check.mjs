// Preloaded into `next dev` by `portkit dev` (node --import): Next's dev server asks the npm registry for
// its latest version whenever a page connects, to label the dev overlay. That one request is answered
// here with a refusal (the overlay then says the staleness is unknown), so `portkit dev` stays on this
// machine; every other fetch of the app's server code goes out as it would.
const VERSION_CHECK = 'https://registry.npmjs.org/-/package/next/dist-tags'
const realFetch = globalThis.fetch

globalThis.fetch = function fetchWithoutVersionCheck(input, init) {
  const url = typeof input === 'string' ? input : input instanceof globalThis.URL ? input.href : input?.url
  if (url === VERSION_CHECK) return Promise.reject(new TypeError('portkit dev: Next version check skipped'))
  return realFetch.call(this, input, init)
}
