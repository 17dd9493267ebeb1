import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { ChipsEditor } from './ChipsEditor.tsx'
import { ServicesEditor } from './ServicesEditor.tsx'
import { adminChipsQuery, adminServicesQuery, adminSlidesQuery } from './site-api.ts'
import { SlidesEditor } from './SlidesEditor.tsx'

/** The home page's managed parts, each saved on its own: the two carousels, the service cards, the subject chips. */
export function HomePanel() {
  const slides = useQuery(adminSlidesQuery())
  const services = useQuery(adminServicesQuery())
  const chips = useQuery(adminChipsQuery())
  return (
    <>
      <QueryState query={slides} loadingLabel="Loading the slides" pending={<Skeleton lines={6} />} errorTitle="We could not load the slides.">
        {(sets) => (
          <>
            <SlidesEditor carousel="small-device" slides={sets['small-device']} />
            <SlidesEditor carousel="large-device" slides={sets['large-device']} />
          </>
        )}
      </QueryState>
      <QueryState query={services} loadingLabel="Loading the service cards" pending={<Skeleton lines={6} />} errorTitle="We could not load the service cards.">
        {(cards) => <ServicesEditor services={cards} />}
      </QueryState>
      <TitledSection title="Subject chips">
        <QueryState query={chips} loadingLabel="Loading the subjects" pending={<Skeleton lines={6} />} errorTitle="We could not load the subjects.">
          {(choice) => <ChipsEditor chips={choice} />}
        </QueryState>
      </TitledSection>
    </>
  )
}
