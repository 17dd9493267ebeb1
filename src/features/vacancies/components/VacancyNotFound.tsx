import { ButtonLink } from '../../../ui/Button.tsx'
import { DetailNotFound } from '../../../ui/DetailScreen.tsx'

/** A vacancy address that names none (never published, or taken down), with the way back to the open ones. */
export function VacancyNotFound() {
  return (
    <DetailNotFound title="Vacancy not found" action={<ButtonLink to="/vacancy">See open vacancies</ButtonLink>}>
      This vacancy does not exist, or it has been taken down. The open ones are all in the list.
    </DetailNotFound>
  )
}
