import { groupContact } from '#deployment/group-contact'
import type { BlockPropsOf } from '../block-modules.ts'
import {
  EmbeddedLeadForm,
  leadKindOfCmsForm,
} from '../../features/lead-forms/embedded-lead-form.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import { pageHref } from '../../routes/href.ts'
import { Section } from '../section-frame.tsx'
import './embedded-form.css'

/** Section block: one of the site's lead forms, routed to a dealership when the editor says so. */
export function Block({ block, data }: BlockPropsOf<'embedded_form'>) {
  const kind = leadKindOfCmsForm(block.form)
  const text = useMessages(embeddedBlocksMessages).applications
  const language = useLanguage()
  // The editor's dealership first; else the one the link came from (a dealership page).
  const dealerships = data?.dealerships ?? []
  const location =
    block.location && dealerships.some((dealership) => dealership.slug === block.location)
      ? block.location
      : data?.location
  return (
    <Section
      uid={block._uid}
      title={block.title}
      intro={block.intro}
      className="embedded-form"
      background="light"
    >
      <div className="embedded-form__panel">
        {kind ? (
          <EmbeddedLeadForm
            kind={kind}
            locationSlug={location}
            dealerships={dealerships}
            pageUrl={data?.pageUrl}
            serverState={data?.serverState}
            sent={data?.sent}
            subject={data?.subject}
          />
        ) : (
          // Applications go by e-mail with a CV: there is no lead form for them.
          <p>
            {text.before} <a href={`mailto:${groupContact.jobsEmail}`}>{groupContact.jobsEmail}</a>
            {text.middle}
            <Link href={pageHref('contact', language)}>{text.link}</Link>
            {text.after}
          </p>
        )}
      </div>
    </Section>
  )
}
