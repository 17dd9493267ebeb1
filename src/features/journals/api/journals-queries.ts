import { queryOptions } from '@tanstack/react-query'
import { JournalOptionsResponse, MaxImpactFactorResponse } from '../../../../contract/journals.ts'
import { getJson } from '../../../lib/api.ts'
import { journalKeys, type OptionKind } from './journals-keys.ts'

/** The impact-factor slider tops out at 50 when no journal has an impact factor yet. */
export const DEFAULT_MAX_IMPACT_FACTOR = 50
const OPTIONS_STALE_MS = 60 * 60 * 1000

/** A filter's choices, as Journal Management's selects and checkbox lists take them (the finder's are the directory's). */
export const journalOptionsQuery = (kind: OptionKind) =>
  queryOptions({
    queryKey: journalKeys.options(kind),
    queryFn: ({ signal }) =>
      getJson(JournalOptionsResponse, `journals/${kind}`, { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title }))),
    staleTime: OPTIONS_STALE_MS,
  })

/** The slider's maximum: the first item's impact factor, rounded up to the slider's 0.1 step. */
export const maxImpactFactorQuery = () =>
  queryOptions({
    queryKey: journalKeys.maxImpactFactor,
    queryFn: ({ signal }) =>
      getJson(MaxImpactFactorResponse, 'journals/max-impact-factor', { signal }).then((r) => {
        const top = r.data[0]?.impactFactor
        return top ? Math.ceil(top * 10) / 10 : DEFAULT_MAX_IMPACT_FACTOR
      }),
    staleTime: OPTIONS_STALE_MS,
  })
