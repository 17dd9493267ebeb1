/** `POST /api/saved-searches` as the server answers it: the search saved as sent, with an id and nothing dropped. */
export const savedSearchEcho = {
  'POST /api/saved-searches': async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>
    return new Response(JSON.stringify({ data: { id: crypto.randomUUID(), dropped: [], createdAt: new Date().toISOString(), ...body }, message: 'Search saved.' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })
  },
}
