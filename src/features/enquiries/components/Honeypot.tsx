import { visuallyHidden } from '../../../styles/utilities.css.ts'

/**
 * A field people never see or reach, which form-filling robots do fill; the server refuses a message that has it
 * (docs/decisions/0024). Hidden from assistive technology and out of the tab order, not `display: none`, which
 * robots skip.
 */
export function Honeypot({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        Website (leave this empty)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onValueChange(e.target.value)} />
      </label>
    </div>
  )
}
