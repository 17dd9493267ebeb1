/** An API failure as the user should read it: the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** No answer at all: offline, the server unreachable, or the HTTP client's own download failed. */
export const networkError = () => new ApiError('Network error: check your connection', 0, 'network')
