/**
 * Keeps the `k` best of many (doc, score) pairs without sorting them all: higher score first, and on a tie
 * the lower doc number, which is the catalogue's default order. A bounded min-heap of the k kept so far.
 */
export function createTopK(k: number) {
  const docs = new Int32Array(k)
  const scores = new Float64Array(k)
  let size = 0

  // True when a ranks below b.
  const worse = (i: number, j: number) => scores[i]! < scores[j]! || (scores[i] === scores[j] && docs[i]! > docs[j]!)
  const swap = (i: number, j: number) => {
    const d = docs[i]!
    docs[i] = docs[j]!
    docs[j] = d
    const s = scores[i]!
    scores[i] = scores[j]!
    scores[j] = s
  }
  const siftDown = (from: number) => {
    let i = from
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let least = i
      if (l < size && worse(l, least)) least = l
      if (r < size && worse(r, least)) least = r
      if (least === i) return
      swap(i, least)
      i = least
    }
  }

  return {
    push(doc: number, score: number) {
      if (k === 0) return
      if (size < k) {
        docs[size] = doc
        scores[size] = score
        let i = size++
        while (i > 0) {
          const parent = (i - 1) >> 1
          if (!worse(i, parent)) break
          swap(i, parent)
          i = parent
        }
        return
      }
      // Only something better than the worst kept gets in.
      if (score < scores[0]! || (score === scores[0] && doc > docs[0]!)) return
      docs[0] = doc
      scores[0] = score
      siftDown(0)
    },

    /** The kept pairs, best first. */
    sorted(): { doc: number; score: number }[] {
      const out = Array.from({ length: size }, (_, i) => ({ doc: docs[i]!, score: scores[i]! }))
      return out.sort((a, b) => b.score - a.score || a.doc - b.doc)
    },
  }
}
