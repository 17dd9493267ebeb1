/**
 * How often words occur in a table's search vectors, as ANALYZE last sampled them (`pg_stats.most_common_elems`): the
 * commonest words with the share of rows that hold each, and the share that no word missing from them exceeds.
 */
export interface WordFrequencies {
  shares: Map<string, number>
  unlisted: number
}

/**
 * The frequencies from a tsvector column's `pg_stats` row (its words, then one share per word, the least and the most),
 * the column's average width and statistics target. ANALYZE lists up to ten words per unit of the target. When it
 * found more, a word it left out is rarer than the least listed. Otherwise it left out only the words it met at most
 * 9 times in each bucket of (10 × target + 10) × 1000 / 7 words read, a count that may be one bucket short: at most
 * 10 words a bucket, and a vector with positions holds at most a word for every 10 bytes of its width.
 */
export function wordFrequencies(words: readonly string[] | null, shares: readonly number[] | null, width: number, target: number): WordFrequencies | undefined {
  if (!words?.length || !shares || shares.length < words.length + 1) return undefined
  const listed = 10 * target
  const bucket = ((listed + 10) * 1000) / 7
  const wordsPerRow = width / 10
  const unlisted = words.length >= listed ? shares[words.length]! : (10 * wordsPerRow) / bucket
  return { shares: new Map(words.map((word, i) => [word, shares[i]!])), unlisted }
}

type Node = { word: string; prefix: boolean } | { op: 'and' | 'or'; left: Node; right: Node } | { op: 'not'; node: Node }

const TOKEN = /\s*('(?:[^']|'')*'(?::[*A-D]+)?|<\d+>|<->|[&|!()])/y

/**
 * The share of rows that can match a tsquery, as its text reads (`'heart' <-> 'surgeri' | 'nurs' & !'lectur'`), at
 * most: both sides of `&` or a phrase are needed, so the rarer bounds them; `|` adds its sides; a prefix (`'cardio':*`)
 * adds the commonest words it begins and one unlisted word; a negation can match every row.
 */
export function queryShare(query: string, frequencies: WordFrequencies): number {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(query); match; match = TOKEN.exec(query)) tokens.push(match[1]!)
  let at = 0
  const either = (): Node => {
    let node = both()
    while (tokens[at] === '|') {
      at++
      node = { op: 'or', left: node, right: both() }
    }
    return node
  }
  // `&` and phrase operators both need their two sides, so their precedence makes no difference to the bound.
  const both = (): Node => {
    let node = single()
    while (tokens[at] === '&' || tokens[at]?.startsWith('<')) {
      at++
      node = { op: 'and', left: node, right: single() }
    }
    return node
  }
  const single = (): Node => {
    const token = tokens[at++] ?? ''
    if (token === '!') return { op: 'not', node: single() }
    if (token === '(') {
      const inner = either()
      at++
      return inner
    }
    const [, quoted = '', flags = ''] = /^'((?:[^']|'')*)'(?::(.*))?$/.exec(token) ?? []
    return { word: quoted.replaceAll("''", "'").replaceAll('\\\\', '\\'), prefix: flags.includes('*') }
  }
  const share = (node: Node): number => {
    if ('word' in node) {
      if (!node.prefix) return frequencies.shares.get(node.word) ?? frequencies.unlisted
      let sum = frequencies.unlisted
      for (const [word, part] of frequencies.shares) if (word.startsWith(node.word)) sum += part
      return sum
    }
    if (node.op === 'not') return 1
    const [left, right] = [share(node.left), share(node.right)]
    return node.op === 'and' ? Math.min(left, right) : left + right
  }
  return Math.min(1, share(either()))
}
