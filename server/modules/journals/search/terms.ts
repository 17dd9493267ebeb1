import { stemmer } from 'stemmer'
import { stopwords } from './stopwords.ts'

export interface Word {
  /** As written, lower-cased and without accents: what a person recognises in "why it matched". */
  surface: string
  /** British spellings folded to American ones: what prefixes are matched on. */
  folded: string
}

const MAX_WORD_LENGTH = 40

// British and American spellings of the same medical word must meet: "paediatric" and "pediatric",
// "tumour" and "tumor", "randomised" and "randomized". Both sides of every comparison are folded the same
// way, so an over-eager rule only merges words, it never loses one.
const foldings: [RegExp, string][] = [
  [/ae/g, 'e'], // haematology, paediatric, anaesthesia, leukaemia, aetiology
  [/oe/g, 'e'], // oedema, oesophagus, foetal, diarrhoea, coeliac
  [/^(tum|behavi|col|lab|od|vig|hum|fav)our/, '$1or'],
  [/(.{3})is(e|ed|es|ing|ation|ations|er|ers)$/, '$1iz$2'], // randomised, organisation, hospitalisation
  [/yse(d|s)?$/, 'yze$1'], // analysed
  [/([^aeiou])tre(s)?$/, '$1ter$2'], // centre, fibre, litre
  [/^programme/, 'program'],
]

export function fold(word: string): string {
  let folded = word
  for (const [pattern, replacement] of foldings) folded = folded.replace(pattern, replacement)
  return folded
}

/** The indexed form of a folded word: its Porter stem, so "therapies" finds "therapy". */
export const stem = (folded: string) => (/\d/.test(folded) ? folded : stemmer(folded))

/**
 * The words of a text worth indexing or searching for, lower-cased: no stop words, no single letters, no
 * runaway tokens. Accents are dropped ("Médecine" finds "medecine"); letters of every script stay.
 */
export function* surfaces(text: string): Generator<string> {
  // Most catalogue text is plain ASCII, which needs neither Unicode normalisation nor Unicode classes.
  const ascii = !/[^\p{ASCII}]/u.test(text)
  const parts = ascii
    ? text.toLowerCase().split(/[^a-z0-9]+/)
    : text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u)
  for (const surface of parts) if (surface.length >= 2 && surface.length <= MAX_WORD_LENGTH && !stopwords.has(surface)) yield surface
}

/** A query's words, each with its folded form. */
export const words = (text: string): Word[] => Array.from(surfaces(text), (surface) => ({ surface, folded: fold(surface) }))

/** The term a written word is indexed under. */
export const termOf = (surface: string) => stem(fold(surface))
