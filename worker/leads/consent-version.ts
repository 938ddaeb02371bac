import type { Language } from '../../client/locale/language.ts'
import { leadFormsMessages } from '../../client/locale/messages/lead-forms.ts'
import { messagesOf } from '../../client/locale/messages.ts'

/** FNV-1a, 32 bits: a short, stable fingerprint of a text (not a security measure). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/**
 * The version of the consent text a visitor accepted, e.g. `fr-1a2b3c4d`: the language and a
 * fingerprint of the words the form shows next to the box (the label and the policy link, from
 * the catalogue). Changing the text changes the version by itself, so no one has to remember to
 * bump it; each lead stores the version it was sent with (docs/privacy.md).
 */
export function consentVersion(language: Language): string {
  const { labels, privacyLink } = messagesOf(leadFormsMessages, language)
  return `${language}-${fnv1a(`${labels.consent}\n${privacyLink}`)}`
}
