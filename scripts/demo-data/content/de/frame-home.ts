import { locations } from '../../locations.ts'
import type { Catalogue, Pattern } from './types.ts'

/** German of the site configuration, the shared blocks and the home pages (pages-frame.ts, pages-home.ts). */
export const frameGerman: Catalogue = {
  'Véhicules neufs': 'Neuwagen',
  'Toutes nos marques': 'Alle unsere Marken',
  Occasions: 'Gebrauchtwagen',
  'Tout le stock': 'Gesamter Bestand',
  "Centre de véhicules d'occasion": 'Gebrauchtwagenzentrum',
  'Véhicules utilitaires': 'Nutzfahrzeuge',
  Leasing: 'Leasing',
  'Business lease': 'Business Lease',
  'Le leasing expliqué': 'Leasing einfach erklärt',
  Financement: 'Finanzierung',
  Entreprises: 'Firmenkunden',
  'Services aux entreprises': 'Services für Unternehmen',
  'Gestion de flotte': 'Flottenmanagement',
  'Fleet leasing': 'Flottenleasing',
  'Transformation de véhicules': 'Fahrzeugumbau',
  'Atelier & services': 'Werkstatt & Service',
  'Service après-vente': 'Kundendienst',
  'Pneus et gardiennage': 'Reifen und Einlagerung',
  Carrosserie: 'Karosserie',
  'Débosselage et peinture': 'Ausbeulen und Lackierung',
  'Pièces et accessoires': 'Teile und Zubehör',
  'Rendez-vous pneus': 'Reifentermin',
  Accueil: 'Startseite',
  'Nos concessions': 'Unsere Autohäuser',
  'Toutes nos concessions': 'Alle unsere Autohäuser',
  "Centre d'occasions (Windhof)": 'Gebrauchtwagenzentrum (Windhof)',
  'VMAL Utilitaires (Contern)': 'VMAL Nutzfahrzeuge (Contern)',
  'Entretien, pneus, carrosserie : prenez rendez-vous en ligne dans nos cinq sites au Luxembourg.':
    'Wartung, Reifen, Karosserie: Vereinbaren Sie online einen Termin an einem unserer fünf Standorte in Luxemburg.',
  Carrières: 'Karriere',
  FAQ: 'FAQ',
  Véhicules: 'Fahrzeuge',
  'Stock neuf et occasion': 'Neu- und Gebrauchtwagen auf Lager',
  'Nos marques': 'Unsere Marken',
  Services: 'Services',
  'Demande d’offre pneus': 'Reifenangebot anfordern',
  'Le groupe': 'Die Gruppe',
  'Notre histoire': 'Unsere Geschichte',
  Actualités: 'Neuigkeiten',
  Contact: 'Kontakt',
  'Politique de traitement des données': 'Datenschutzerklärung',
  'Autosphère Luxembourg S.A. – distributeur multimarque agréé, 5 sites au Grand-Duché. Prix TVAC 17 % sauf mention contraire.':
    'Autosphère Luxembourg S.A. – Mehrmarken-Vertragshändler mit 5 Standorten im Großherzogtum. Preise inkl. 17 % MwSt., sofern nicht anders angegeben.',
  'Votre voiture actuelle vaut plus que vous ne le pensez':
    'Ihr jetziges Auto ist mehr wert, als Sie denken',
  'Obtenez une estimation de reprise en deux minutes, sans engagement. Nos experts confirment l’offre lors d’une inspection gratuite dans l’une de nos concessions et la déduisent directement du prix de votre prochain véhicule.':
    'In zwei Minuten erfahren Sie unverbindlich, was wir Ihnen für Ihr Auto zahlen. Unsere Experten bestätigen das Angebot bei einer kostenlosen Begutachtung in einem unserer Autohäuser und ziehen den Betrag direkt vom Preis Ihres nächsten Fahrzeugs ab.',
  'Contrat de reprise et clé de voiture': 'Inzahlungnahmevertrag und Autoschlüssel',
  'Estimer mon véhicule': 'Mein Fahrzeug bewerten',
  'Besoin d’un passage à l’atelier ?': 'Muss Ihr Auto in die Werkstatt?',
  'Entretien et révision': 'Wartung und Inspektion',
  'Forfaits constructeur, garantie préservée.': 'Herstellerpauschalen, Garantie bleibt erhalten.',
  'Prendre rendez-vous': 'Termin vereinbaren',
  'Changement de pneus': 'Reifenwechsel',
  'Montage, équilibrage et gardiennage.': 'Montage, Auswuchten und Einlagerung.',
  'Réserver un créneau': 'Termin buchen',
  'Devis gratuit, gestion avec votre assureur.':
    'Kostenloser Kostenvoranschlag, Abwicklung mit Ihrer Versicherung.',
  'Demander un devis': 'Kostenvoranschlag anfordern',
}

export const homeGerman: Catalogue = {
  'Votre prochaine voiture vous attend au Luxembourg':
    'Ihr nächstes Auto wartet in Luxemburg auf Sie',
  '12 marques, plus de 1 500 véhicules neufs et d’occasion, cinq sites entre Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.':
    '12 Marken, über 1.500 Neu- und Gebrauchtwagen, fünf Standorte in Bertrange, Niederkorn, Esch-sur-Alzette, Windhof und Contern.',
  'Route de campagne au coucher du soleil avec une voiture':
    'Ein Auto auf der Landstraße im Abendlicht',
  'Voir le stock': 'Zum Fahrzeugbestand',
  'Que recherchez-vous ?': 'Was suchen Sie?',
  'Tout pour votre mobilité, sous un même toit': 'Alles für Ihre Mobilität unter einem Dach',
  'Achat, leasing, entretien ou carrosserie : nos équipes vous accompagnent pendant toute la vie de votre véhicule.':
    'Kauf, Leasing, Wartung oder Karosserie: Unsere Teams begleiten Sie, solange Sie Ihr Fahrzeug fahren.',
  'Véhicules d’occasion garantis': 'Gebrauchtwagen mit Garantie',
  'Plus de 150 occasions contrôlées sur 110 points, garanties jusqu’à 24 mois.':
    'Über 150 Gebrauchtwagen, in 110 Punkten geprüft, mit bis zu 24 Monaten Garantie.',
  Découvrir: 'Entdecken',
  'Rangée de voitures d’occasion': 'Gebrauchtwagen in einer Reihe',
  'Private lease tout compris': 'Private Lease, alles inklusive',
  'Une mensualité fixe : entretien, assurance, pneus et taxe inclus.':
    'Eine feste Monatsrate: Wartung, Versicherung, Reifen und Kfz-Steuer inklusive.',
  'Contrat de leasing signé': 'Unterschriebener Leasingvertrag',
  'Atelier toutes marques': 'Werkstatt für alle Marken',
  'Révisions constructeur, diagnostic et réparations par des techniciens certifiés.':
    'Inspektionen nach Herstellervorgabe, Diagnose und Reparaturen durch zertifizierte Techniker.',
  'Voiture sur un pont élévateur': 'Auto auf der Hebebühne',
  'Pourquoi choisir Autosphère ?': 'Warum Autosphère?',
  'Cinq sites': 'Fünf Standorte',
  'Un interlocuteur près de chez vous, du nord au sud du pays.':
    'Ein Ansprechpartner in Ihrer Nähe, vom Norden bis in den Süden des Landes.',
  'Reprise immédiate': 'Sofortige Inzahlungnahme',
  'Estimation gratuite et déduction directe sur votre achat.':
    'Kostenlose Bewertung, direkt mit Ihrem Kauf verrechnet.',
  'Financement sur mesure': 'Finanzierung nach Maß',
  'Crédit, leasing ou location longue durée, selon votre budget.':
    'Kredit, Leasing oder Langzeitmiete – ganz nach Ihrem Budget.',
  'Mobilité garantie': 'Garantiert mobil',
  'Véhicule de remplacement pendant les travaux à l’atelier.':
    'Ein Ersatzfahrzeug, solange Ihr Auto in der Werkstatt ist.',
  'Nos occasions du moment': 'Unsere aktuellen Gebrauchtwagen',
  'Voir tout le stock': 'Gesamten Bestand ansehen',
  'Actualités du groupe': 'Neuigkeiten aus der Gruppe',
  'Autosphère Luxembourg – voitures neuves, occasions et leasing':
    'Autosphère Luxemburg – Neuwagen, Gebrauchtwagen und Leasing',
  'Concessionnaire multimarque au Luxembourg : Ford, Kia, Hyundai, Opel, Jeep, Fiat, MG et plus. Stock neuf et occasion, private lease, atelier et pneus.':
    'Mehrmarkenhändler in Luxemburg: Ford, Kia, Hyundai, Opel, Jeep, Fiat, MG und mehr. Neu- und Gebrauchtwagen auf Lager, Private Lease, Werkstatt und Reifen.',
  'Nous appeler': 'Rufen Sie uns an',
  'À deux pas de la route d’Arlon, notre plus grand showroom réunit dix marques sur 3 000 m². Notre atelier de douze postes accueille aussi bien votre citadine que votre utilitaire.':
    'Nur einen Katzensprung von der Route d’Arlon entfernt zeigt unser größter Showroom zehn Marken auf 3.000 m². In unserer Werkstatt mit zwölf Arbeitsplätzen ist Ihr Kleinwagen ebenso willkommen wie Ihr Transporter.',
  'Au cœur du sud-ouest du pays, l’équipe de Niederkorn est spécialiste des marques Kia, Hyundai, Suzuki et MG, et de la mobilité électrique.':
    'Mitten im Südwesten des Landes ist das Team in Niederkorn Spezialist für Kia, Hyundai, Suzuki und MG – und für Elektromobilität.',
  'Notre site d’Esch-sur-Alzette regroupe vente, atelier et un centre de carrosserie agréé par les principales compagnies d’assurance.':
    'An unserem Standort in Esch-sur-Alzette finden Sie Verkauf, Werkstatt und ein Karosseriezentrum, das von den großen Versicherungen anerkannt ist.',
  'Vos conseillers': 'Ihre Berater',
  'Tout le stock du site': 'Gesamter Bestand dieses Standorts',
  'Visitez notre showroom': 'Besuchen Sie unseren Showroom',
  'La concession en images': 'Das Autohaus in Bildern',
  'Accueil de la concession de Niederkorn': 'Empfang im Autohaus Niederkorn',
  'Un accueil six jours sur sept': 'Für Sie da an sechs Tagen pro Woche',
  'Du lundi au samedi, sans rendez-vous.': 'Montag bis Samstag, ohne Termin.',
  'Borne de recharge rapide': 'Schnellladesäule',
  'Bornes de recharge rapide': 'Schnellladesäulen',
  'Deux bornes 150 kW à disposition de nos clients.':
    'Zwei 150-kW-Ladesäulen stehen unseren Kunden zur Verfügung.',
  'Atelier de Niederkorn': 'Werkstatt in Niederkorn',
  'Atelier certifié haute tension': 'Hochvolt-zertifizierte Werkstatt',
  'Nos techniciens sont habilités pour l’entretien des véhicules électriques.':
    'Unsere Techniker sind für die Wartung von Elektrofahrzeugen qualifiziert.',
  'Choisissez votre prestation, nous vous proposons les prochains créneaux libres.':
    'Wählen Sie die gewünschte Leistung, wir schlagen Ihnen die nächsten freien Termine vor.',
}

/** The dealerships' German names, by their French ones (locations.ts). */
const dealerships: ReadonlyMap<string, string> = new Map(
  locations.map((location) => [
    location.name,
    location.slug === 'vmal'
      ? 'VMAL Nutzfahrzeugzentrum'
      : location.slug === 'centre-de-vehicules-d-occasion'
        ? `Gebrauchtwagenzentrum ${location.address.town}`
        : `Autohaus ${location.address.town}`,
  ])
)
const towns = new Set(locations.map((location) => location.address.town))

function dealerPattern(source: string, german: (name: string, town: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'iu'),
    (match) => {
      const entry = [...dealerships].find(
        ([french]) => french.toLowerCase() === match[1]?.toLowerCase()
      )
      const town = match[2] ?? ''
      return entry && (!match[2] || towns.has(town)) ? german(entry[1], town) : undefined
    },
  ]
}

function townPattern(source: string, german: (town: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'u'),
    (match) => (towns.has(match[1] ?? '') ? german(match[1] ?? '') : undefined),
  ]
}

/** German templates of the three dealership home pages (pages-home.ts). */
export const homePatterns: readonly Pattern[] = [
  dealerPattern('(.+)', (name) => name),
  dealerPattern('(.+) – Autosphère Luxembourg', (name) => `${name} – Autosphère Luxemburg`),
  dealerPattern(
    '(.+) : vente de véhicules neufs et d’occasion, atelier et pneus à (.+)\\. Horaires, conseillers et plan d’accès\\.',
    (name, town) =>
      `${name}: Verkauf von Neu- und Gebrauchtwagen, Werkstatt und Reifen in ${town}. Öffnungszeiten, Berater und Anfahrt.`
  ),
  dealerPattern('Façade de la (.+)', (name) => `Außenansicht ${name}`),
  // A postal address with its phone number reads the same in German (streets keep their names).
  [/^\d+, [^–]+, L-\d{4} [^–]+ – \+352[\d ]+$/u, (match) => match[0]],
  townPattern('Bienvenue à (.+)', (town) => `Willkommen in ${town}`),
  townPattern('Intérieur du showroom de (.+)', (town) => `Im Showroom in ${town}`),
  townPattern('En stock à (.+)', (town) => `Auf Lager in ${town}`),
  townPattern(
    'Showroom de (.+), espace véhicules neufs',
    (town) => `Showroom ${town}, Neuwagenbereich`
  ),
  townPattern('Showroom de (.+), espace livraison', (town) => `Showroom ${town}, Fahrzeugübergabe`),
  townPattern('Parking d’essai de (.+)', (town) => `Probefahrt-Parkplatz in ${town}`),
  townPattern('Prendre rendez-vous à (.+)', (town) => `Termin vereinbaren in ${town}`),
]
