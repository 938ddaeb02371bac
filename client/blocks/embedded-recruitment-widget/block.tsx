import type { BlockPropsOf } from '../block-modules.ts'
import { contractLabels, hoursLabels } from '../content-types/job/job-labels.ts'
import { Link } from '../../navigation/link.tsx'
import { Icon } from '../../ui/icons.tsx'
import { Section } from '../section-frame.tsx'
import './recruitment.css'
import { pageHref } from '../../routes/href.ts'

/** Section block: the open positions (job stories), optionally for one site or department. */
export function Block({ block, data }: BlockPropsOf<'embedded_recruitment_widget'>) {
  const jobs = data?.jobs ?? []
  return (
    <Section
      uid={block._uid}
      title={block.title || 'Nos offres d’emploi'}
      intro={block.intro}
      className="recruitment"
    >
      {jobs.length === 0 ? (
        <p className="recruitment__empty">
          Aucun poste n’est ouvert pour le moment. Les candidatures spontanées sont toujours les
          bienvenues : <Link href={pageHref('contact')}>contactez-nous</Link>.
        </p>
      ) : (
        <>
          <p className="recruitment__count">
            {jobs.length === 1 ? '1 poste ouvert' : `${jobs.length} postes ouverts`}
          </p>
          <ul className="recruitment__list">
            {jobs.map((job) => (
              <li key={job.uid} className="recruitment__job">
                <div className="recruitment__main">
                  <p className="recruitment__department">{job.department}</p>
                  <h3 className="recruitment__title">
                    <Link href={job.url} className="recruitment__link">
                      {job.title}
                    </Link>
                  </h3>
                  {job.intro && <p className="recruitment__intro">{job.intro}</p>}
                </div>
                <ul className="recruitment__facts" aria-label="Conditions">
                  {job.location && (
                    <li>
                      <Icon name="pin" size={16} /> {job.location}
                    </li>
                  )}
                  <li>
                    <Icon name="clock" size={16} /> {contractLabels[job.contract]} ·{' '}
                    {hoursLabels[job.hours]}
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
