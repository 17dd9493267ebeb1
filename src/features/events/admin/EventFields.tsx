import { deadlineKinds, deadlineTitles, eventStatuses } from '../../../../contract/events.ts'
import { zoneName } from '../../../lib/event-time.ts'
import { SelectField, withChosen } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { asOptions, dateError, formStyles as styles, picklistOptions, PlaceFields, type FieldsProps } from '../../admin-kit/index.ts'
import { sentDeadlineKinds, type EventFormValues } from './event-form.ts'

const statusOptions = picklistOptions(eventStatuses)
/** Every zone the browser knows, by name; an event's zone is chosen, never typed as an offset. */
const zoneOptions = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))

/** 'Manage Event': every field of an event, for a new one or an edit. */
export function EventFields({ form, lookups: found }: FieldsProps<EventFormValues>) {
  const { values, errors, bind, setValue } = form
  const lookups = found!
  const online = lookups.eventModes.find((mode) => String(mode.id) === values.modeId)?.slug === 'online'
  const clock = `In ${zoneName(values.timeZone)} time`
  // The server names a deadline by its place among those sent.
  const sent = sentDeadlineKinds(values)
  const deadlineError = (kind: (typeof deadlineKinds)[number]) => {
    const n = sent.indexOf(kind)
    return n < 0 ? undefined : (errors[`deadlines.${n}.at`] ?? errors[`deadlines.${n}`])
  }

  return (
    <>
      <TextField label="Title" autoComplete="off" {...bind('title')} />
      <TextField label="Organiser" autoComplete="organization" {...bind('organiser')} />
      <SelectField label="Subject" placeholder="Select subject" options={asOptions(lookups.subjects, values.subjectId)} {...bind('subjectId', { validateOnChange: true })} />
      <SelectField label="Type" placeholder="Select type" options={asOptions(lookups.eventTypes, values.typeId)} {...bind('typeId', { validateOnChange: true })} />
      <SelectField label="Mode" placeholder="Select mode" options={asOptions(lookups.eventModes, values.modeId)} {...bind('modeId', { validateOnChange: true })} />
      {!online && (
        <>
          <PlaceFields form={form} countries={lookups.countries} />
          <TextField label="City (optional)" autoComplete="off" {...bind('city')} />
          <TextField label="Venue (optional)" autoComplete="off" {...bind('venue')} />
        </>
      )}
      <SelectField
        label="Time zone"
        hint="The event’s own clock: its dates below are typed as the organiser announced them."
        options={withChosen(zoneOptions, values.timeZone)}
        {...bind('timeZone', { validateOnChange: true })}
      />
      <TextField label="Starts at" type="datetime-local" hint={clock} {...bind('startsAt')} error={dateError(values.startsAt, errors.startsAt)} />
      <TextField label="Ends at" type="datetime-local" hint={clock} {...bind('endsAt')} error={dateError(values.endsAt, errors.endsAt)} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Deadlines (optional)</legend>
        {deadlineKinds.map((kind) => {
          const deadline = values.deadlines[kind]
          const setDeadline = (change: Partial<typeof deadline>) => setValue('deadlines', { ...values.deadlines, [kind]: { ...deadline, ...change } })
          return (
            <div key={kind} className={styles.wide}>
              <TextField
                label={deadlineTitles[kind]}
                type={deadline.anywhereOnEarth ? 'date' : 'datetime-local'}
                hint={deadline.anywhereOnEarth ? 'Until the end of this day anywhere on Earth (UTC−12)' : clock}
                value={deadline.at}
                onValueChange={(at) => setDeadline({ at })}
                error={deadlineError(kind)}
              />
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={deadline.anywhereOnEarth}
                  // The day is kept when the box changes between a day and a day with its time.
                  onChange={(e) => setDeadline({ anywhereOnEarth: e.target.checked, at: e.target.checked ? deadline.at.slice(0, 10) : deadline.at && `${deadline.at.slice(0, 10)}T23:59` })}
                />
                Anywhere on Earth
              </label>
            </div>
          )
        })}
      </fieldset>

      <TextField label="Event link" type="url" inputMode="url" placeholder="https://" autoComplete="url" {...bind('link')} />
      <TextField label="CME/CPD credits (optional)" inputMode="decimal" autoComplete="off" {...bind('cmeCredits')} />
      <SelectField label="Status" options={statusOptions} {...bind('status', { validateOnChange: true })} />

      <div className={styles.wide}>
        <TextareaField label="Description" rows={6} {...bind('description')} />
      </div>
    </>
  )
}
