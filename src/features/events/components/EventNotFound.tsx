import { ButtonLink } from '../../../ui/Button.tsx'
import { DetailNotFound } from '../../../ui/DetailScreen.tsx'

/** An event address that names none (never published, or taken down), with the way to the upcoming ones. */
export function EventNotFound() {
  return (
    <DetailNotFound title="Event not found" action={<ButtonLink to="/event">See upcoming events</ButtonLink>}>
      This event does not exist, or it has been taken down. The upcoming ones are all in the list.
    </DetailNotFound>
  )
}
