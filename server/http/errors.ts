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
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, 'bad_request', message, issues)
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'forbidden', message)
