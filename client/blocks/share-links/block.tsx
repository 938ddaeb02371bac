import type { Block as StoryBlock } from '../../domain/story.ts'
// Known debt found by the rule: the row's code is in an article's first load; rendering
// `ShareRow` (the slot) instead adds Suspense markers to every article's HTML (ADR 0066).
// eslint-disable-next-line framework/no-eager-slot
import { ShareLinks } from '../../features/share/share-links.tsx'
import type { BlockProps } from '../block-modules.ts'
import type { ShareRowData } from './share-row-data.ts'

/**
 * The share row of a news article or a lease offer (see share-row-data.ts): WhatsApp and e-mail
 * links from the server's HTML, the share sheet and "copy the link" once its code has come.
 */
export function Block({ data }: BlockProps<StoryBlock, ShareRowData | undefined>) {
  if (!data) return null
  return (
    <div className="container">
      <ShareLinks url={data.url} title={data.title} />
    </div>
  )
}
