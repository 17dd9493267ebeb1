/** The JSON-LD blocks of a page's HTML, as a search engine reads them before any script runs. */
export const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!))
