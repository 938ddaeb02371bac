import { DEFAULT_LANGUAGE } from '../../locale/language.ts'
import { langOf } from '../../locale/lang-of.ts'
import type { BlockPropsOf } from '../block-modules.ts'
import { contentTypesMessages } from '../../locale/messages/content-types.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import { Icon } from '../../ui/icons.tsx'
import { Section } from '../section-frame.tsx'
import './recruitment.css'
import { pageHref } from '../../routes/href.ts'

/** Section block: the open positions (job stories), optionally for one site or department. */
export function Block({ block, data }: BlockPropsOf<'embedded_recruitment_widget'>) {
  const jobs = data?.jobs ?? []
  const text = useMessages(embeddedBlocksMessages).recruitment
  const labels = useMessages(contentTypesMessages).job
  const language = useLanguage()
  return (
    <Section
      uid={block._uid}
      title={block.title || text.title}
      intro={block.intro}
      className="recruitment"
    >
      {jobs.length === 0 ? (
        <p className="recruitment__empty">
          {text.empty.before}
          <Link href={pageHref('contact', language)}>{text.empty.link}</Link>
          {text.empty.after}
        </p>
      ) : (
        <>
          <p className="recruitment__count">{text.count(jobs.length)}</p>
          <ul className="recruitment__list">
            {jobs.map((job) => (
              <li key={job.uid} className="recruitment__job">
                <div className="recruitment__main">
                  <p
                    className="recruitment__department"
                    // Not a field editors translate: in the space's own language on every page.
                    {...langOf(DEFAULT_LANGUAGE, language)}
                  >
                    {job.department}
                  </p>
                  <h3 className="recruitment__title">
                    <Link href={job.url} className="recruitment__link">
                      {job.title}
                    </Link>
                  </h3>
                  {job.intro && <p className="recruitment__intro">{job.intro}</p>}
                </div>
                <ul className="recruitment__facts" aria-label={text.factsLabel}>
                  {job.location && (
                    <li>
                      <Icon name="pin" size={16} /> {job.location}
                    </li>
                  )}
                  <li>
                    <Icon name="clock" size={16} /> {labels.contracts[job.contract]} ·{' '}
                    {labels.hours[job.hours]}
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
