import { useQuery } from '@tanstack/react-query'
import { Field } from '../../../ui/form/Field.tsx'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import { DEFAULT_MAX_IMPACT_FACTOR, maxImpactFactorQuery } from '../api/journals-queries.ts'
import type { FilterControls } from '../../directory-kit/index.ts'
import { readImpactFactor, type JournalSearch } from '../search.ts'
import { useUrlDraft } from '../../../lib/use-url-draft.ts'
import * as styles from './ImpactFactorField.css.ts'

const INVALID = 'Impact factor must be a number from 0, such as 2.5'

/** The lowest impact factor wanted, as a text box and a slider: 0 to the API's maximum (else 50) in steps of 0.1. */
export function ImpactFactorField({ filters, setFilters }: FilterControls<JournalSearch>) {
  const max = useQuery(maxImpactFactorQuery()).data ?? DEFAULT_MAX_IMPACT_FACTOR
  const { draft, change } = useUrlDraft(
    String(filters.impactFactor ?? ''),
    (text) => {
      const { valid, value } = readImpactFactor(text)
      if (valid) setFilters({ impactFactor: value }, { replace: true })
    },
    (text) => {
      const { valid, value } = readImpactFactor(text)
      return valid ? String(value ?? '') : text
    },
  )
  const { valid, value = 0 } = readImpactFactor(draft)
  const slider = Math.min(value, max)

  return (
    <div className={styles.impactFactor}>
      <Field label="Impact Factor" hint="Journals with at least this impact factor; 0 shows all." error={valid ? undefined : INVALID}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={fieldStyles.control}
            value={draft}
            onChange={(event) => change(event.target.value)}
          />
        )}
      </Field>
      <input
        type="range"
        className={styles.slider}
        aria-label="Impact Factor"
        aria-valuetext={value ? `At least ${value}` : 'Any impact factor'}
        min={0}
        max={max}
        step={0.1}
        value={slider}
        onChange={(event) => change(event.target.value === '0' ? '' : event.target.value)}
      />
    </div>
  )
}
