import type fr from '../fr/lead-mail.ts'

/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const kinds: Record<string, string> = {
  'test-drive': 'Probefahrt',
  interest: 'Interesse an einem Fahrzeug',
  'model-contact': 'Kontakt zu einem Modell',
  contact: 'Kontakt',
  'tyre-appointment': 'Reifentermin',
  'tyre-offer': 'Reifenangebot',
  'trade-in': 'Fahrzeugankauf',
}

/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const details: Record<string, string> = {
  plate: 'Kennzeichen',
  tyre_size: 'Reifengröße',
  season: 'Reifensaison',
  trade_in_brand: 'Marke des Ankaufsfahrzeugs',
  trade_in_model: 'Modell',
  trade_in_year: 'Baujahr',
  trade_in_mileage_km: 'Kilometerstand (km)',
  trade_in_fuel: 'Kraftstoff',
  trade_in_condition: 'Allgemeiner Zustand',
  trade_in_offer_shown_eur: 'Angezeigtes Richtangebot (€)',
}

/**
 * The e-mails the Worker writes to the group's staff, in German (the French text is the one sent;
 * this one is ready for a German-speaking team): the lead to its dealership and the alert.
 */
export default {
  kinds,
  subject: (kind: string, name: string) => `Neue Anfrage über die Website: ${kind} – ${name}`,
  intro: (dealership: string) =>
    `Über die Website ist eine neue Anfrage für das Autohaus ${dealership} eingegangen.`,
  replyHint: 'Antworten Sie auf diese E-Mail, um dem Kunden direkt zu schreiben.',
  sections: {
    customer: 'Kunde',
    appointment: 'Gewünschter Termin',
    subject: 'Gegenstand der Anfrage',
    lease: 'Gewünschtes Leasing',
    message: 'Nachricht des Kunden',
    details: 'Angaben',
    tracking: 'Nachverfolgung',
  },
  labels: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    newsletter: 'Möchte den Newsletter erhalten',
    date: 'Datum',
    time: 'Uhrzeit',
    price: 'Angezeigter Preis',
    page: 'Seite der Website',
    language: 'Sprache des Kunden',
    campaign: 'Kampagne',
    flags: 'Hinweise',
    leadId: 'Referenz',
    receivedAt: 'Eingegangen am',
    consent: 'Einwilligung (Textversion)',
    verified: 'Im Bestand geprüft',
    leaseType: 'Modell',
    duration: 'Laufzeit (Monate)',
    mileage: 'Jährliche Fahrleistung (km)',
    monthly: 'Monatsrate inkl. MwSt. (Cent)',
  },
  details,
  yes: 'ja',
  no: 'nein',
  footer:
    'Automatisch von der Website gesendet. Die Daten des Kunden dienen nur der Beantwortung seiner Anfrage (Datenschutzerklärung der Gruppe).',
  alert: {
    subject: (kind: string, dealership: string) =>
      `[Website-Alarm] Anfrage nicht zugestellt: ${kind}, ${dealership}`,
    intro:
      'Eine über die Website eingegangene Anfrage konnte nicht zugestellt werden und wird nicht mehr automatisch wiederholt. Sie bleibt in der Datenbank der Website.',
    labels: {
      leadId: 'Referenz',
      kind: 'Art',
      dealership: 'Autohaus',
      status: 'Antwort des Empfängers',
      reason: 'Grund',
    },
    noAnswer: 'keine Antwort',
    reasons: {
      refused: 'vom Empfänger abgelehnt (Antwort 4xx: wird nicht wiederholt)',
      exhausted: 'wiederholte Fehlschläge während der gesamten Wiederholungsfrist',
    },
    inspect: 'Status und gespeicherte Antwort: npm run leads -- --remote',
    resend: (leadId: string) =>
      `Nach Behebung der Ursache erneut senden: npm run leads:resend -- ${leadId} --remote`,
  },
} satisfies typeof fr
