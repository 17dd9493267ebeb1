import { http, HttpResponse, type JsonBodyType, type PathParams } from 'msw'
import { setupServer } from 'msw/node'

/** A reply other than `200 { data }`, for error paths. A description, not a Response, so one can answer many requests. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const notFound = () => new Reply(404, { message: 'Not found', code: 'not_found' })
export const serverError = () => new Reply(500, { message: 'Internal server error!', code: 'internal' })
/** A paid feature refused for the person's plan, as `access.check` answers. */
export const upgradeRefusal = () =>
  new Reply(403, { code: 'upgrade_required', title: 'Upgrade Required!', message: 'To access this feature, please purchase or upgrade to a suitable plan.' })

const send = (reply: Reply) => HttpResponse.json(reply.body as JsonBodyType, { status: reply.status })

/**
 * The network every web test runs against (started in tests/setup/web.ts, each test's routes cleared after it).
 * An /api request that no test answers gets the real server's 404; any other request is unhandled and fails.
 */
export const network = setupServer(http.all('/api/*', () => send(notFound())))

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** A method and a path under /api, as the server's routes read: `'GET /api/menu'`, `'POST /api/notifications/:id/read'`. */
export type RouteKey = `${Method} /api/${string}`
/** What a route answers: data for `{ data }`, or a `Reply` or `Response`; undefined is the server's 404. */
type Answer = string | number | boolean | null | undefined | object
type Resolver = (request: { request: Request; params: PathParams }) => Answer | Promise<Answer>
export type Route = Answer | Resolver
export type Routes = Partial<Record<RouteKey, Route>>

/** One request the app made, with its JSON body (null for none or a form) and, once answered, the status it got. */
export interface Sent {
  method: string
  path: string
  url: URL
  headers: Headers
  body: unknown
  status?: number
}

const waitingForAnswer = new Map<string, Sent>()
network.events.on('response:mocked', ({ requestId, response }) => {
  const sent = waitingForAnswer.get(requestId)
  if (sent) sent.status = response.status
  waitingForAnswer.delete(requestId)
})

const keyOf = ({ method, path }: Sent) => `${method} ${path}`

/**
 * Answers the app's API calls at the network boundary for this test. A plain value is sent as `{ data: value }`, a
 * `Reply` or a `Response` as it is; a function route gets the request and its path parameters. The answer records
 * every request the app makes from here on, in order.
 */
export function stubApi(routes: Routes) {
  const requests: Sent[] = []
  // Answers nothing, so each request goes on to its route; the body is read here because ky releases it once answered.
  const record = http.all('*', async ({ request, requestId }) => {
    const url = new URL(request.url)
    const json = request.headers.get('content-type')?.includes('json')
    const body: unknown = json ? await request.clone().json() : null
    const sent: Sent = { method: request.method, path: decodeURIComponent(url.pathname), url, headers: request.headers, body }
    requests.push(sent)
    waitingForAnswer.set(requestId, sent)
  })
  const handlers = Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ') as [Method, string]
    return http[method.toLowerCase() as Lowercase<Method>](path, async ({ request, params }) => {
      const answer = typeof route === 'function' ? await (route as Resolver)({ request, params }) : route
      if (answer instanceof Response) return answer
      return send(answer instanceof Reply ? answer : answer === undefined ? notFound() : new Reply(200, { data: answer }))
    })
  })
  network.use(record, ...handlers)
  return {
    requests,
    /** Each request as `'GET /api/menu'`, in order. */
    requested: () => requests.map(keyOf),
    /** The JSON bodies sent to `key`, in order (null for none or a form). */
    sent: (key: RouteKey) => requests.filter((sent) => keyOf(sent) === key).map(({ body }) => body),
  }
}

/** One request for a paged list: its query string without `page`, and the page. */
export interface ListRequest {
  query: string
  page: number
}

/**
 * The route of a paged list (`GET /api/journals`), answered by `answer` from the query string; `lists` records each
 * request's query (without `page`) and page, in order.
 */
export function pagedListRoute(answer: (params: URLSearchParams) => Answer | Promise<Answer>) {
  const lists: ListRequest[] = []
  const route: Resolver = ({ request }) => {
    const params = new URL(request.url).searchParams
    const page = Number(params.get('page'))
    params.delete('page')
    lists.push({ query: params.toString(), page })
    params.set('page', String(page))
    return answer(params)
  }
  return { route, lists }
}
