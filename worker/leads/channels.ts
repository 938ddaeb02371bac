import type { CrmClient } from '../crm/crm-client.ts'
import type { CrmLead } from '../crm/crm-payload.ts'
import type { Mailer } from '../mail/mail.ts'
import type { Delivery } from '../upstream/delivery.ts'
import { leadMail } from './lead-mail.ts'

/**
 * Where leads go: the CRM webhook, or, for a group without one, an e-mail to each lead's
 * dealership (docs/decisions/0051). The outbox, the queue, the retries and the alerts are the
 * same for both; only `deliver` differs.
 */
export interface LeadChannel {
  name: 'crm' | 'mail'
  deliver(lead: CrmLead): Promise<Delivery>
}

export function crmChannel(client: CrmClient): LeadChannel {
  return { name: 'crm', deliver: (lead) => client.deliver(lead) }
}

/** A dealership's name and address, as the stock API's /v1/locations gives them. */
export type DealershipContact = { name: string; email: string }

/**
 * The dealership's contact, from the stock API's dealership data (through the stock client's
 * cache, whose last copy outlives an outage by a week): `null` when the group has no such
 * dealership, `'unavailable'` when neither the API nor a copy answers, and the delivery waits
 * for a retry rather than guessing an address (docs/decisions/0054).
 */
export async function dealershipContact(
  slug: string,
  fromStock: (slug: string) => Promise<DealershipContact | null>,
  report: (error: unknown, context: Record<string, string>) => void
): Promise<DealershipContact | null | 'unavailable'> {
  try {
    return await fromStock(slug)
  } catch (error) {
    report(error, { step: 'mail-dealership', dealership: slug })
    return 'unavailable'
  }
}

export function mailChannel(options: {
  mailer: Mailer
  from: string
  dealership: (slug: string) => Promise<DealershipContact | null | 'unavailable'>
}): LeadChannel {
  return {
    name: 'mail',
    async deliver(lead) {
      const contact = await options.dealership(lead.dealership)
      if (contact === 'unavailable') {
        return {
          ok: false,
          permanent: false,
          status: null,
          error: `dealership ${lead.dealership}: the stock API's locations are unavailable`,
        }
      }
      if (!contact) {
        return {
          ok: false,
          permanent: true,
          status: null,
          error: `no e-mail address for dealership ${lead.dealership}`,
        }
      }
      return options.mailer.sendMail(
        leadMail(lead, { to: contact.email, from: options.from, dealershipName: contact.name })
      )
    },
  }
}

/** Neither a webhook nor e-mail configured: the leads wait in the outbox, and it is reported. */
export const unconfiguredChannel: LeadChannel = {
  name: 'crm',
  deliver: async () => ({
    ok: false,
    permanent: false,
    status: null,
    error: 'no lead channel: set CRM_WEBHOOK_URL, or MAIL_API_URL and MAIL_FROM',
  }),
}
