import { DEFAULT_LANGUAGE } from '../../../locale/language.ts'
import { langOf } from '../../../locale/lang-of.ts'
import { groupContact } from '#deployment/group-contact'
import type { ContentTypeViewProps } from '../../content-type-views.ts'
import { useLanguage, useMessages } from '../../../locale/messages.ts'
import { contentTypesMessages } from '../../../locale/messages/content-types.ts'
import { navigationMessages } from '../../../locale/messages/navigation.ts'
import { Link } from '../../../../framework/router/link.tsx'
import { isEmptyRichText } from '../../../rich-text/plain-text.ts'
import { RichText } from '../../../rich-text/rich-text.tsx'
import { Button } from '../../../ui/button.tsx'
import { Icon } from '../../../ui/icons.tsx'
import { PageTitleContext } from '../../section.tsx'
import { ViewHeader } from '../view-header.tsx'
import { rootOf } from '../root-of.ts'
import './job.css'
import { pageHref } from '../../../routes/href.ts'

/** Dealership names by slug, for the facts line (the job stores the slug). */
const siteNames: Record<string, string> = {
  bertrange: 'Bertrange',
  niederkorn: 'Niederkorn',
  'esch-sur-alzette': 'Esch-sur-Alzette',
  vmal: 'VMAL Centre Utilitaires',
}

const JOBS_EMAIL = groupContact.jobsEmail

/** An open position: department, title, the facts at a glance, the ad, and how to apply. */
export function View({ content, children }: ContentTypeViewProps) {
  const text = useMessages(contentTypesMessages).job
  const navigation = useMessages(navigationMessages)
  const language = useLanguage()
  // Not a field editors translate: in the space's own language on every page.
  const departmentLang = langOf(DEFAULT_LANGUAGE, language)
  const job = rootOf(content, 'job')
  if (!job) return <>{children}</>
  // The used-car centre's name is a description in each language (the footer's link says it too).
  const usedCarCentre = navigation.footer.usedCarCentre
  const site = !job.location
    ? null
    : job.location === 'centre-de-vehicules-d-occasion'
      ? usedCarCentre
      : (siteNames[job.location] ?? null)
  const subject = encodeURIComponent(text.subject(job.title))
  return (
    <article className="job-view">
      <ViewHeader
        eyebrow={<span {...departmentLang}>{job.department}</span>}
        title={job.title}
        lead={job.intro}
      >
        <ul className="job-view__facts" aria-label={text.factsLabel}>
          {site && (
            <li>
              <Icon name="pin" size={18} /> {site}
            </li>
          )}
          <li>
            <Icon name="check" size={18} /> {text.contracts[job.contract]}
          </li>
          <li>
            <Icon name="clock" size={18} /> {text.hours[job.hours]}
          </li>
        </ul>
      </ViewHeader>
      <div className="container job-view__layout">
        {!isEmptyRichText(job.text) && <RichText document={job.text} className="prose" />}
        <aside className="job-view__apply" aria-labelledby="job-apply-title">
          <h2 id="job-apply-title" className="job-view__apply-title">
            {text.applyTitle}
          </h2>
          <p>{text.applyText}</p>
          <Button
            label={text.apply}
            to={`mailto:${JOBS_EMAIL}?subject=${subject}`}
            icon="mail"
            iconPosition="start"
            fullWidth
          />
          <p className="job-view__all">
            <Link href={pageHref('careers', language)}>{text.all}</Link>
          </p>
        </aside>
      </div>
      <PageTitleContext value={job.title}>{children}</PageTitleContext>
    </article>
  )
}
