import type fr from '../fr/lead-subjects.ts'

/**
 * What a lead form is told, in German, about a subject the stock does not know: at sending
 * (worker/leads/subject.ts) and when an embedded form opens from a link (worker/leads/form-subject.ts).
 */
export default {
  vehicle: (id: string) =>
    `Das Fahrzeug Nr. ${id} existiert nicht oder wird nicht mehr angeboten: Ihre Anfrage wurde nicht gesendet. Ihre Angaben bleiben erhalten; wählen Sie ein anderes Fahrzeug aus unserem Bestand oder schreiben Sie uns über die Kontaktseite.`,
  model:
    'Dieses Modell gehört nicht zu unserem Angebot: Wählen Sie eines aus der Liste. Ihre Angaben bleiben erhalten.',
  offer:
    'Dieses Leasingangebot besteht nicht mehr: Ihre Anfrage wurde nicht gesendet. Ihre Angaben bleiben erhalten; wählen Sie ein anderes Angebot oder schreiben Sie uns ohne Angebot.',
  leaseWithout:
    'Eine Leasingkonfiguration gehört zu einem Fahrzeug oder einem Angebot: Öffnen Sie den Leasingrechner des Fahrzeugs, das Sie interessiert.',
  linkedOfferGone:
    'Das gewünschte Leasingangebot besteht nicht mehr: Schreiben Sie uns, ein Berater schlägt Ihnen ein gleichwertiges Angebot vor.',
  linkedModelUnknown:
    'Das gewünschte Modell gehört nicht zu unserem Angebot: Wählen Sie eines aus der Liste.',
} satisfies typeof fr
