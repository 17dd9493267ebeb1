/** Asks `check` every 50 ms until it holds or `ms` pass: whether it came to hold. For work that ends on its own time (a job, another node). */
export async function eventually(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}
