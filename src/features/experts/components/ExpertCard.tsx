import { useId } from 'react'
import { orcidUrl, type Expert } from '../../../../contract/experts.ts'
import { Button } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import { Icon } from '../../../ui/icons.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Fact } from '../../../ui/ListScreen.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { helpedLabel, responseTimeLabel } from '../format.ts'
import * as styles from './ExpertCard.css.ts'
import { ExpertPhoto } from './ExpertPhoto.tsx'

interface ExpertCardProps {
  expert: Expert
  onConnect: (expertId: string) => void
  /** Their conversation is being opened: the button waits. */
  connecting: boolean
}

/** An expert with what a member weighs before asking: background, subjects, languages, and how soon and how often they answer. */
export function ExpertCard({ expert, onConnect, connecting }: ExpertCardProps) {
  const nameId = useId()
  const subjects = expert.expertSubjects.map(({ subject }) => subject.title).join(', ')
  return (
    <Card className={cx(listStyles.card, styles.card)} aria-labelledby={nameId}>
      <div className={styles.head}>
        <ExpertPhoto src={expert.image} />
        <div className={styles.who}>
          <h3 id={nameId} className={cx(listStyles.cardTitle, styles.name)}>
            {expert.name}
          </h3>
          {/* A made-up person is never verified; the server says so too. */}
          {expert.verified && !expert.demo && (
            <p className={styles.verified} title="Staff have checked who this expert is">
              <Icon size={14} strokeWidth={3}>
                <path d="M5 12.5l4.5 4.5L19 7" />
              </Icon>
              Verified
            </p>
          )}
          <DemoBadge demo={expert.demo} />
        </div>
      </div>
      {expert.bio && <p className={styles.bio}>{expert.bio}</p>}
      <dl className={listStyles.facts}>
        {expert.qualification && <Fact label="Education">{expert.qualification.title}</Fact>}
        {expert.profession && <Fact label="Profession">{expert.profession.title}</Fact>}
        {subjects && <Fact label={<abbr title="Subject matter expertise">SME</abbr>}>{subjects}</Fact>}
        {expert.languages.length > 0 && <Fact label="Languages">{expert.languages.join(', ')}</Fact>}
        <Fact label="Typical reply">{responseTimeLabel(expert.responseTimeMinutes)}</Fact>
        <Fact label="Helped">{helpedLabel(expert.helpedCount)}</Fact>
        {expert.orcid && (
          <Fact label="ORCID iD">
            <a href={orcidUrl(expert.orcid)} target="_blank" rel="noopener noreferrer" className={styles.orcid} aria-label={`${expert.orcid} (opens in a new tab)`}>
              {expert.orcid}
            </a>
          </Fact>
        )}
      </dl>
      <div className={cx(listStyles.cardActions, styles.connect)}>
        <Button disabled={connecting} aria-label={`${connecting ? 'Connecting' : 'Connect'} with ${expert.name}`} onClick={() => onConnect(expert.id)}>
          {connecting ? 'Connecting…' : 'Connect'}
        </Button>
        <SaveButton kind="expert" id={expert.id} title={expert.name} />
      </div>
    </Card>
  )
}
