import { prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { locationOverviewSlot } from '../../features/locations/location-overview-slot.tsx'
import { useMessages } from '../../locale/messages.ts'
import { locationBlocksMessages } from '../../locale/messages/location-blocks.ts'

const { Slot: LocationOverview } = locationOverviewSlot

/**
 * The overview's code: awaited for the Worker's render and a client navigation; on the first
 * hydration it loads once the page has hydrated (see `lazySlot`).
 */
export function prepare(options: { initial: boolean }) {
  return prepareSlots(options, locationOverviewSlot)
}

/** Section block: the dealer list with map, search bar and brand / service selectors. */
export function Block({ block, data }: BlockPropsOf<'location_overview'>) {
  const text = useMessages(locationBlocksMessages).overview
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
        <p>{text.unavailable}</p>
      )}
    </Section>
  )
}
