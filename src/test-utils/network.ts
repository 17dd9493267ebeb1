import { vi } from 'vitest'

/** A reply other than `200 { data }`, for error paths. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const notFound = () => new Reply(404, { message: 'Not found', code: 'not_found' })
export const serverError = () => new Reply(500, { message: 'Internal server error!', code: 'internal' })

type Route = unknown | Reply | ((request: Request) => unknown | Reply | Promise<unknown>)

/**
 * Answers the app's API calls at the network boundary (`fetch`), keyed by the path under /api: `'menu'`,
 * `'pages/about'`. A plain value is sent as `{ data: value }`; unknown paths get a 404 like the real server.
 * A function route gets the request, for answers that depend on the method or body.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetch = vi.fn(async (input: Request) => {
    const path = decodeURIComponent(new URL(input.url).pathname.replace(/^\/api\//, ''))
    const route = routes[path]
    const answer = typeof route === 'function' ? await (route as (request: Request) => unknown)(input) : route
    const reply = answer instanceof Reply ? answer : answer === undefined ? notFound() : new Reply(200, { data: answer })
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The paths (under /api) the app asked for, in order. */
export const requestedPaths = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([request]) => new URL(request.url).pathname.replace(/^\/api\//, ''))
