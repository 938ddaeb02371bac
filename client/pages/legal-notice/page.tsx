import type { GroupContact, LegalIdentity } from '../../config/deployment-schema.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { legalNoticeMessages } from '../../locale/messages/legal-notice.ts'
import { Link } from '../../../framework/router/link.tsx'
import { pageHref } from '../../routes/href.ts'
import type { PageProps } from '../page-props.ts'
import './page.css'

/** The legal notice's data: the deployment's legal identity and group contact, from the loader. */
export interface LegalNoticeData {
  identity: LegalIdentity
  contact: Pick<GroupContact, 'phone' | 'email'>
}

/**
 * `/mentions-legales`, `/de/impressum`: who publishes the site, as a Luxembourg trader must say
 * (company, legal form, address, RCS and VAT numbers, a way to reach it, the host). The values are
 * the deployment's (docs/decisions/0054); only the labels are text of the catalogues.
 */
export function Page({ data }: PageProps<LegalNoticeData>) {
  const text = useMessages(legalNoticeMessages)
  const language = useLanguage()
  const { identity, contact } = data
  const facts: [label: string, value: string][] = [
    [text.legalForm, identity.legalForm],
    ...(identity.shareCapital
      ? [[text.shareCapital, identity.shareCapital] as [string, string]]
      : []),
    [
      text.address,
      `${identity.address.street}, ${identity.address.postalCode} ${identity.address.city}, ${identity.address.country}`,
    ],
    [text.rcsNumber, identity.rcsNumber],
    [text.vatNumber, identity.vatNumber],
    ...(identity.businessLicence
      ? [[text.businessLicence, identity.businessLicence] as [string, string]]
      : []),
  ]
  return (
    <div className="container legal-notice">
      <h1>{text.title}</h1>
      <section aria-labelledby="legal-notice-publisher">
        <h2 id="legal-notice-publisher">{text.publisher}</h2>
        <p className="legal-notice__company">{identity.company}</p>
        <dl className="legal-notice__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="legal-notice-contact">
        <h2 id="legal-notice-contact">{text.contact}</h2>
        <dl className="legal-notice__facts">
          <div>
            <dt>{text.phone}</dt>
            <dd>
              <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>{text.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{text.publicationDirector}</dt>
            <dd>{identity.publicationDirector}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="legal-notice-hosting">
        <h2 id="legal-notice-hosting">{text.hosting}</h2>
        <p>
          {identity.hosting.name}, {identity.hosting.address}
        </p>
        <p>
          {text.privacy.before}
          <Link href={pageHref('privacy', language)}>{text.privacy.link}</Link>
          {text.privacy.after}
        </p>
      </section>
    </div>
  )
}
