export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * A list's answer, `{ data: { [key]: items, hasMore } }` as every list answers, whose items are JSON texts the
 * database keeps ready (a card per row): joined as they are, never parsed and written out again.
 */
export const storedList = (key: string, items: readonly string[], hasMore: boolean) => `{"data":{"${key}":[${items.join(',')}],"hasMore":${hasMore}}}`
