/**
 * Where the share links lead, as plain URLs that work without JavaScript: WhatsApp's click-to-chat
 * (`wa.me`, which opens the app on a phone and WhatsApp Web elsewhere) with the title and the
 * address as its text, and a `mailto:` with the title as subject and both in the body (RFC 6068:
 * every reserved character percent-encoded, spaces as `%20`, never `+`).
 * @example shareTargets({ url: 'https://www.example.lu/stock/1-1-kia-ev3', title: 'Kia EV3', body })
 */
export function shareTargets({
  url,
  title,
  body,
}: {
  url: string
  title: string
  /** The e-mail's body text. */
  body: string
}): { whatsapp: string; email: string } {
  const encode = encodeURIComponent
  return {
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(body)}`,
  }
}
