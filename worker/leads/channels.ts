import { dealerships, dealershipSlugs } from '../../client/features/lead-forms/dealerships.ts'
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
 * The dealership's contact: from the stock API's dealership data when it answers, else from the
 * copy bundled with the forms (the one the 503 answer shows, kept equal to the data by a test),
 * so that a stock outage does not hold the leads back.
 */
export async function dealershipContact(
  slug: string,
  fromStock: (slug: string) => Promise<DealershipContact | null>,
  report: (error: unknown, context: Record<string, string>) => void
): Promise<DealershipContact | null> {
  try {
    const found = await fromStock(slug)
    if (found) return found
  } catch (error) {
    report(error, { step: 'mail-dealership', dealership: slug })
  }
  const known = dealershipSlugs.find((candidate) => candidate === slug)
  return known ? { name: dealerships[known].name, email: dealerships[known].email } : null
}

export function mailChannel(options: {
  mailer: Mailer
  from: string
  dealership: (slug: string) => Promise<DealershipContact | null>
}): LeadChannel {
  return {
    name: 'mail',
    async deliver(lead) {
      const contact = await options.dealership(lead.dealership)
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
