import { groupContact } from '#deployment/group-contact'
import { legalIdentity } from '#deployment/legal-identity'
import { legalNoticeMessages } from '../../../client/locale/messages/legal-notice.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { pageTitlesMessages } from '../../../client/locale/messages/page-titles.ts'
import { pageHref } from '../../../client/routes/href.ts'
import type { Loader } from '../loader.ts'

/**
 * The legal notice: the deployment's legal identity and group contact (docs/decisions/0054),
 * sent as the page's data so that no other page's JavaScript carries them.
 */
export const legalNoticeLoader: Loader<'legal-notice'> = async ({ language }) => {
  const text = messagesOf(legalNoticeMessages, language)
  const titles = messagesOf(pageTitlesMessages, language)
  return {
    kind: 'page',
    data: {
      identity: legalIdentity,
      contact: { phone: groupContact.phone, email: groupContact.email },
    },
    meta: {
      title: text.title,
      description: text.description(legalIdentity.company),
      breadcrumbs: [
        { label: titles.crumbs.home, href: pageHref('home', language) },
        { label: text.crumb },
      ],
    },
  }
}
