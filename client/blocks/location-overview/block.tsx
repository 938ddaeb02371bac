import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { LocationOverview } from '../../features/locations/location-overview.tsx'

/** Section block: the dealer list with map, search bar and brand / service selectors. */
export function Block({ block, data }: BlockPropsOf<'location_overview'>) {
  return (
    <Section
      uid={block._uid}
      title={block.title}
      intro={block.intro}
      className="location-overview-block"
    >
      {data ? (
        <LocationOverview id={`locations-${block._uid}`} data={data} showMap={block.show_map} />
      ) : (
        <p>
          La liste de nos concessions est momentanément indisponible. Appelez notre standard ou
          réessayez dans un instant.
        </p>
      )}
    </Section>
  )
}
