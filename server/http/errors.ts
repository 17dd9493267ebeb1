import { upgradeRequired as upgradeRequiredText } from '../../contract/plans.ts'

export interface FieldIssue {
  path: string
  message: string
}

/** An error the client should see as it is: status, stable code and a message fit for a person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    /** A heading for the client's popup, where the product has one for this error. */
    readonly title?: string,
    /** Response headers that belong to the error, such as Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, 'bad_request', message, issues)
/** A 400 with field messages, in the shape the contract's own validation answers. */
export const invalid = (issues: FieldIssue[]) => new HttpError(400, 'validation', issues[0]!.message, issues)
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'forbidden', message)

/** A feature the person's plan does not include: the upgrade prompt, whoever asks (guest or member). */
export const upgradeRequired = () => new HttpError(403, upgradeRequiredText.code, upgradeRequiredText.message, undefined, upgradeRequiredText.title)

/** Refused for now: too many attempts, or too busy. Retry-After says when to come back. */
export const tryLater = (status: 429 | 503, code: string, message: string, retryAfterMs: number) =>
  new HttpError(status, code, message, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })

/** The per-address request budget spent (the app's limit). */
export const tooManyRequests = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return tryLater(429, 'rate_limited', `Too many requests. Please wait ${seconds} seconds and try again.`, retryAfterMs)
}
