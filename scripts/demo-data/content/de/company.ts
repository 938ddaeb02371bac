import { locations } from '../../locations.ts'
import type { Catalogue, Pattern } from './types.ts'

/** German of the careers, FAQ, privacy, history and dealership-list pages (pages-company.ts, pages-about.ts, pages-locations.ts, company-copy.ts). */

const people = new Set(
  locations.flatMap((location) => location.employees.map((person) => person.name))
)
const towns = new Set(locations.map((location) => location.address.town))

export const companyPatterns: readonly Pattern[] = [
  [
    /^Portrait de (.+)$/u,
    (match) => (people.has(match[1] ?? '') ? `Porträt von ${match[1]}` : undefined),
  ],
  [
    /^(.+) – Carrières Autosphère$/u,
    (match, germanOf) => `${germanOf(match[1] ?? '')} – Karriere bei Autosphère`,
  ],
  [/^Autosphère en (\d{4})$/u, (match) => `Autosphère im Jahr ${match[1]}`],
  // A street address keeps its (official, French) name in German.
  [/^\d+, [^,]+, (.+)$/u, (match) => (towns.has(match[1] ?? '') ? match[0] : undefined)],
]

export const careersGerman: Catalogue = {
  'Rejoignez une équipe passionnée': 'Werden Sie Teil eines begeisterten Teams',
  '280 collaborateurs, 14 apprentis par an et des métiers qui évoluent avec l’électrique.':
    '280 Mitarbeitende, 14 Auszubildende pro Jahr und Berufe, die sich mit der Elektromobilität weiterentwickeln.',
  'Équipe souriante': 'Lächelndes Team',
  'Pourquoi nous rejoindre ?': 'Warum zu uns?',
  'Formation continue': 'Weiterbildung',
  'Chaque technicien suit en moyenne cinq jours de formation constructeur par an.':
    'Jeder Techniker absolviert im Schnitt fünf Tage Herstellerschulung pro Jahr.',
  'Formation à l’atelier': 'Schulung in der Werkstatt',
  Évolution: 'Entwicklung',
  'Deux tiers de nos chefs d’atelier ont commencé comme apprentis.':
    'Zwei Drittel unserer Werkstattleiter haben als Auszubildende angefangen.',
  Avantages: 'Vorteile',
  'Chèques-repas, voiture de service, remises sur l’entretien et l’achat de véhicules.':
    'Essensgutscheine, Dienstwagen, Rabatte auf Wartung und Fahrzeugkauf.',
  'Collègues au showroom': 'Kollegen im Showroom',
  Équilibre: 'Ausgeglichenheit',
  'Horaires fixes, samedis en rotation et 27 jours de congé.':
    'Feste Arbeitszeiten, Samstage im Wechsel und 27 Urlaubstage.',
  'Nos offres d’emploi': 'Unsere Stellenangebote',
  'Candidature spontanée ? Écrivez-nous à jobs@groupe-auto.example.':
    'Initiativbewerbung? Schreiben Sie uns an jobs@groupe-auto.example.',
  'Portraits de collaborateurs': 'Mitarbeiterporträts',
  'Ils racontent leur métier.': 'Sie erzählen von ihrem Beruf.',
  'Lire les portraits': 'Porträts lesen',
  'Carrières – Autosphère Luxembourg': 'Karriere – Autosphère Luxemburg',
  'Offres d’emploi et apprentissages dans la vente, l’atelier et la carrosserie automobile au Luxembourg.':
    'Stellenangebote und Ausbildungsplätze in Autoverkauf, Werkstatt und Karosserie in Luxemburg.',
  'Ils font Autosphère': 'Die Menschen hinter Autosphère',
  'Vendeurs, techniciens, carrossiers : rencontrez celles et ceux qui vous accueillent chaque jour.':
    'Verkäufer, Techniker, Karosseriebauer: Lernen Sie die Menschen kennen, die jeden Tag für Sie da sind.',
  'Collaborateurs réunis': 'Mitarbeitende beim Teamtreffen',
  Portraits: 'Porträts',
  'Chef des ventes': 'Verkaufsleiter',
  'Après vingt ans dans le métier, chaque livraison reste un moment particulier.':
    'Nach zwanzig Jahren im Beruf ist jede Fahrzeugübergabe immer noch ein besonderer Moment.',
  'J’ai commencé comme apprenti à Niederkorn ; aujourd’hui je forme à mon tour.':
    'Ich habe als Azubi in Niederkorn angefangen – heute bilde ich selbst aus.',
  'Conseillère commerciale': 'Verkaufsberaterin',
  'Le passage à l’électrique a transformé notre façon de conseiller les clients.':
    'Der Umstieg auf Elektro hat verändert, wie wir unsere Kunden beraten.',
  'Conseiller commercial': 'Verkaufsberater',
  'J’aime trouver la voiture d’occasion qui correspond exactement au budget d’une famille.':
    'Ich finde gern den Gebrauchtwagen, der genau ins Budget einer Familie passt.',
  "Responsable véhicules d'occasion": 'Leiterin Gebrauchtwagen',
  'Portraits de collaborateurs – Autosphère': 'Mitarbeiterporträts – Autosphère',
  'Rencontrez les collaborateurs d’Autosphère Luxembourg et découvrez leurs métiers.':
    'Lernen Sie die Mitarbeitenden von Autosphère Luxemburg und ihre Berufe kennen.',
  'Technicien mécatronique (m/f/d)': 'Kfz-Mechatroniker (m/w/d)',
  'Pour notre atelier de Bertrange, nous recherchons un technicien mécatronique passionné par les nouvelles motorisations.':
    'Für unsere Werkstatt in Bertrange suchen wir einen Kfz-Mechatroniker mit Begeisterung für neue Antriebe.',
  'Vos missions': 'Ihre Aufgaben',
  'Réaliser les entretiens et diagnostics sur véhicules thermiques, hybrides et électriques':
    'Wartung und Diagnose an Verbrenner-, Hybrid- und Elektrofahrzeugen',
  'Interpréter les codes défaut et réaliser les mises à jour logicielles':
    'Fehlercodes auswerten und Software-Updates aufspielen',
  'Conseiller les réceptionnaires sur les travaux à prévoir':
    'Die Serviceannahme zu anstehenden Arbeiten beraten',
  'Votre profil': 'Ihr Profil',
  'DAP ou DT en mécatronique automobile': 'DAP oder DT in Kfz-Mechatronik',
  'Habilitation haute tension appréciée (formation assurée sinon)':
    'Hochvolt-Qualifikation von Vorteil (sonst schulen wir Sie)',
  'Français ou luxembourgeois, allemand apprécié':
    'Französisch oder Luxemburgisch, Deutsch von Vorteil',
  'Envoyez CV et lettre de motivation à |jobs@groupe-auto.example|.':
    'Schicken Sie Lebenslauf und Anschreiben an |jobs@groupe-auto.example|.',
  'Conseiller commercial véhicules neufs (m/f/d)': 'Verkaufsberater Neuwagen (m/w/d)',
  'Rejoignez l’équipe Kia, Hyundai, Suzuki et MG de Niederkorn et accompagnez nos clients dans leur projet automobile.':
    'Verstärken Sie das Team für Kia, Hyundai, Suzuki und MG in Niederkorn und begleiten Sie unsere Kunden auf dem Weg zum neuen Auto.',
  'Accueillir et conseiller les clients particuliers et professionnels':
    'Privat- und Firmenkunden empfangen und beraten',
  'Organiser les essais et établir les offres de financement et de leasing':
    'Probefahrten organisieren und Finanzierungs- und Leasingangebote erstellen',
  'Assurer la livraison des véhicules et le suivi de la relation client':
    'Fahrzeuge übergeben und die Kunden weiter betreuen',
  'Première expérience réussie dans la vente': 'Erste erfolgreiche Erfahrung im Verkauf',
  'Aisance relationnelle et sens du service': 'Kontaktfreude und Serviceorientierung',
  'Permis B, français et luxembourgeois ou allemand':
    'Führerschein Klasse B, Französisch und Luxemburgisch oder Deutsch',
  'Carrossier-peintre (m/f/d)': 'Karosserie- und Fahrzeuglackierer (m/w/d)',
  'Notre carrosserie agréée d’Esch-sur-Alzette s’agrandit et recherche un carrossier-peintre expérimenté.':
    'Unsere Vertrags-Karosseriewerkstatt in Esch-sur-Alzette wächst und sucht einen erfahrenen Karosserie- und Fahrzeuglackierer.',
  'Réparer et remplacer les éléments de carrosserie': 'Karosserieteile reparieren und ersetzen',
  'Préparer les surfaces et réaliser les mises en peinture en cabine':
    'Oberflächen vorbereiten und in der Kabine lackieren',
  'Contrôler la qualité avant restitution au client':
    'Die Qualität vor der Rückgabe an den Kunden prüfen',
  'DAP carrosserie ou peinture automobile': 'DAP in Karosseriebau oder Fahrzeuglackierung',
  'Maîtrise des peintures hydrodiluables': 'Sicherer Umgang mit Wasserbasislacken',
  'Minutie et goût du travail bien fait': 'Sorgfalt und Freude an sauberer Arbeit',
  'Apprentissage mécatronicien automobile 2027': 'Ausbildung Kfz-Mechatroniker 2027',
  'Tu aimes comprendre comment les choses fonctionnent ? Prépare ton DAP de mécatronicien dans l’un de nos cinq ateliers.':
    'Du willst wissen, wie Dinge funktionieren? Mach dein DAP als Kfz-Mechatroniker in einer unserer fünf Werkstätten.',
  'Découvrir l’entretien et le diagnostic aux côtés d’un tuteur':
    'Wartung und Diagnose an der Seite eines Paten kennenlernen',
  'Alterner formation au lycée et pratique à l’atelier':
    'Im Wechsel Berufsschule und Praxis in der Werkstatt',
  'Te former aux véhicules électriques dès la deuxième année':
    'Ab dem zweiten Jahr Schulung an Elektrofahrzeugen',
  'Fin de cycle inférieur de l’enseignement secondaire':
    'Abschluss der Unterstufe der Sekundarschule',
  'Curiosité technique et esprit d’équipe': 'Technische Neugier und Teamgeist',
  'Motivation à apprendre': 'Lust zu lernen',
}

export const faqGerman: Catalogue = {
  'Les réponses aux questions que vous nous posez le plus souvent.':
    'Die Antworten auf die Fragen, die Sie uns am häufigsten stellen.',
  'Puis-je réserver un véhicule du stock à distance ?':
    'Kann ich ein Fahrzeug aus dem Bestand aus der Ferne reservieren?',
  'Oui. Votre conseiller bloque le véhicule pendant 48 heures contre un acompte remboursable de 500 €, le temps d’organiser un essai ou le financement.':
    'Ja. Gegen eine erstattungsfähige Anzahlung von 500 € reserviert Ihr Berater das Fahrzeug 48 Stunden lang – Zeit genug für eine Probefahrt oder die Finanzierung.',
  Achat: 'Kauf',
  'Reprenez-vous mon véhicule actuel ?': 'Nehmen Sie mein jetziges Fahrzeug in Zahlung?',
  'Nous reprenons toutes les marques, même si vous n’achetez pas chez nous. L’estimation en ligne est confirmée par une inspection gratuite de vingt minutes.':
    'Wir kaufen Fahrzeuge aller Marken an, auch wenn Sie nicht bei uns kaufen. Die Online-Bewertung bestätigen wir bei einer kostenlosen Begutachtung von zwanzig Minuten.',
  'Les prix affichés incluent-ils la TVA ?': 'Enthalten die angegebenen Preise die MwSt.?',
  'Les prix destinés aux particuliers sont affichés TVAC (TVA luxembourgeoise de 17 % incluse). Les offres business lease sont indiquées hors TVA.':
    'Preise für Privatkunden verstehen sich inkl. MwSt. (17 % luxemburgische MwSt.). Business-Lease-Angebote sind zzgl. MwSt. angegeben.',
  'Que se passe-t-il si je dépasse le kilométrage prévu ?':
    'Was passiert, wenn ich mehr Kilometer fahre als vereinbart?',
  'Les kilomètres supplémentaires sont facturés au tarif indiqué dans votre contrat. Vous pouvez aussi ajuster le kilométrage en cours de contrat sans frais.':
    'Mehrkilometer berechnen wir zum Satz aus Ihrem Vertrag. Sie können die Fahrleistung auch während der Laufzeit kostenlos anpassen.',
  'Puis-je arrêter mon private lease avant la fin ?':
    'Kann ich mein Private Lease vorzeitig beenden?',
  'Une résiliation anticipée est possible moyennant une indemnité dégressive. Votre conseiller vous en communique le montant exact sur simple demande.':
    'Eine vorzeitige Kündigung ist gegen eine mit der Zeit sinkende Entschädigung möglich. Ihr Berater nennt Ihnen auf Anfrage den genauen Betrag.',
  'Le private lease est-il accessible aux frontaliers ?':
    'Können auch Grenzgänger ein Private Lease abschließen?',
  'Oui, sous réserve d’un contrat de travail au Luxembourg. Le véhicule est immatriculé au Grand-Duché.':
    'Ja, sofern Sie einen Arbeitsvertrag in Luxemburg haben. Das Fahrzeug wird im Großherzogtum zugelassen.',
  'L’entretien chez vous préserve-t-il la garantie constructeur ?':
    'Bleibt die Herstellergarantie bei einer Wartung bei Ihnen erhalten?',
  'Oui. Nos ateliers sont agréés par les constructeurs, utilisent des pièces d’origine et tamponnent votre carnet d’entretien numérique.':
    'Ja. Unsere Werkstätten sind vom Hersteller autorisiert, verwenden Originalteile und tragen die Wartung in Ihr digitales Serviceheft ein.',
  Atelier: 'Werkstatt',
  'Proposez-vous un véhicule de remplacement ?': 'Bieten Sie ein Ersatzfahrzeug an?',
  'Un véhicule de remplacement est prévu pour toute intervention de plus de trois heures, sur réservation lors de la prise de rendez-vous.':
    'Bei jedem Werkstattaufenthalt über drei Stunden steht ein Ersatzfahrzeug bereit – bitte bei der Terminvereinbarung reservieren.',
  'Quand dois-je monter mes pneus hiver ?': 'Wann muss ich meine Winterreifen aufziehen?',
  'La loi impose des pneus hiver par conditions hivernales. En pratique, nous conseillons de les monter d’octobre à Pâques.':
    'Das Gesetz schreibt Winterreifen bei winterlichen Verhältnissen vor. In der Praxis empfehlen wir sie von Oktober bis Ostern.',
  Pneus: 'Reifen',
  'Combien coûte le gardiennage de mes pneus ?': 'Was kostet die Einlagerung meiner Reifen?',
  'Le gardiennage coûte 65 € TVAC par saison pour un jeu de quatre roues jusqu’à 17 pouces, nettoyage et contrôle compris.':
    'Die Einlagerung kostet 65 € inkl. MwSt. pro Saison für einen Satz mit vier Rädern bis 17 Zoll, Reinigung und Prüfung inklusive.',
  'Vous n’avez pas trouvé ?': 'Nichts gefunden?',
  'Nos équipes vous répondent.': 'Unsere Teams antworten Ihnen.',
  'Nous contacter': 'Kontakt aufnehmen',
  'FAQ – Autosphère Luxembourg': 'FAQ – Autosphère Luxemburg',
  'Achat, leasing, entretien, pneus, reprise : les réponses à vos questions.':
    'Kauf, Leasing, Wartung, Reifen, Inzahlungnahme: die Antworten auf Ihre Fragen.',
}

export const aboutGerman: Catalogue = {
  'Qui traite vos données ?': 'Wer verarbeitet Ihre Daten?',
  'Autosphère Luxembourg S.A., 12, rue des Mérovingiens, L-8070 Bertrange, est responsable du traitement des données collectées sur ce site et dans ses concessions. Notre délégué à la protection des données est joignable à dpo@groupe-auto.example.':
    'Die Autosphère Luxembourg S.A., 12, rue des Mérovingiens, L-8070 Bertrange, ist verantwortlich für die Verarbeitung der Daten, die auf dieser Website und in ihren Autohäusern erhoben werden. Unseren Datenschutzbeauftragten erreichen Sie unter dpo@groupe-auto.example.',
  'Illustration d’un document': 'Illustration eines Dokuments',
  'Quelles données et pourquoi ?': 'Welche Daten und wozu?',
  'Nous traitons les données que vous nous transmettez via nos formulaires (demande d’essai, d’offre, de rendez-vous, candidature) uniquement pour répondre à votre demande et, avec votre accord, pour vous informer de nos offres.':
    'Die Daten, die Sie uns über unsere Formulare senden (Anfrage zu Probefahrt, Angebot oder Termin, Bewerbung), verarbeiten wir nur, um Ihre Anfrage zu beantworten und – mit Ihrer Einwilligung – um Sie über unsere Angebote zu informieren.',
  'Les données de navigation ne sont collectées à des fins de mesure d’audience qu’après votre consentement, recueilli par notre bandeau cookies.':
    'Nutzungsdaten zur Reichweitenmessung erheben wir erst nach Ihrer Einwilligung über unser Cookie-Banner.',
  'Combien de temps ?': 'Wie lange?',
  'Les demandes commerciales sont conservées trois ans après le dernier contact. Les dossiers clients sont conservés dix ans, conformément aux obligations comptables luxembourgeoises.':
    'Geschäftliche Anfragen bewahren wir drei Jahre nach dem letzten Kontakt auf. Kundenakten bewahren wir gemäß den luxemburgischen Buchhaltungspflichten zehn Jahre auf.',
  'Vos droits': 'Ihre Rechte',
  'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Vous pouvez les exercer par e-mail auprès de notre délégué ou introduire une réclamation auprès de la Commission nationale pour la protection des données (CNPD).':
    'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit. Sie können diese Rechte per E-Mail bei unserem Datenschutzbeauftragten ausüben oder sich bei der Commission nationale pour la protection des données (CNPD) beschweren.',
  'Politique de traitement des données – Autosphère': 'Datenschutzerklärung – Autosphère',
  'Comment Autosphère Luxembourg collecte, utilise et protège vos données personnelles (RGPD).':
    'Wie Autosphère Luxemburg Ihre personenbezogenen Daten erhebt, nutzt und schützt (DSGVO).',
  'Près de cinquante ans au service de la mobilité':
    'Seit fast fünfzig Jahren im Dienst der Mobilität',
  'D’un garage familial à Bertrange à cinq sites au Luxembourg : notre histoire.':
    'Von der Familienwerkstatt in Bertrange zu fünf Standorten in Luxemburg: unsere Geschichte.',
  'Frise chronologique et voiture ancienne': 'Zeitleiste und Oldtimer',
  'Les grandes étapes': 'Die wichtigsten Etappen',
  'Jean Schmit ouvre un garage de quatre postes à Bertrange.':
    'Jean Schmit eröffnet in Bertrange eine Werkstatt mit vier Arbeitsplätzen.',
  'Premier showroom multimarque et arrivée de Kia et Hyundai.':
    'Erster Mehrmarken-Showroom, Kia und Hyundai kommen dazu.',
  'Ouverture de Niederkorn et d’Esch-sur-Alzette, création du service flottes.':
    'Eröffnung in Niederkorn und Esch-sur-Alzette, Gründung des Flottenservice.',
  'Atelier habilité haute tension et premières bornes rapides.':
    'Hochvolt-zertifizierte Werkstatt und erste Schnellladesäulen.',
  'Le centre VMAL de Contern rejoint le groupe.': 'Das VMAL-Zentrum in Contern kommt zur Gruppe.',
  'Nos valeurs': 'Unsere Werte',
  'Proximité : |un interlocuteur qui vous connaît.': 'Nähe: |ein Ansprechpartner, der Sie kennt.',
  'Transparence : |des prix clairs, TVAC.': 'Transparenz: |klare Preise inkl. MwSt.',
  'Exigence : |des techniciens formés chaque année.':
    'Anspruch: |Techniker, die jedes Jahr geschult werden.',
  'L’équipe Autosphère': 'Das Autosphère-Team',
  'La direction': 'Die Geschäftsleitung',
  'Autosphère en images': 'Autosphère in Bildern',
  'Film institutionnel, 3 minutes.': 'Imagefilm, 3 Minuten.',
  'Nous rejoindre': 'Zu uns kommen',
  'Trouver un site': 'Standort finden',
  "L'histoire d'Autosphère": 'Die Geschichte von Autosphère',
  "L'histoire d'Autosphère – depuis 1978 au Luxembourg":
    'Die Geschichte von Autosphère – seit 1978 in Luxemburg',
  'Depuis 1978, Autosphère accompagne les automobilistes luxembourgeois : histoire, valeurs et équipe de direction.':
    'Seit 1978 begleitet Autosphère die Autofahrer in Luxemburg: Geschichte, Werte und Geschäftsleitung.',
  'Trouver une concession': 'Autohaus finden',
  'Cherchez par localité, code postal, marque ou service : chaque site a ses horaires, ses conseillers et son stock.':
    'Suchen Sie nach Ort, Postleitzahl, Marke oder Service: Jeder Standort hat seine Öffnungszeiten, seine Berater und seinen Bestand.',
  'Découvrir nos sites': 'Unsere Standorte entdecken',
  'Leur équipe, leurs marques, leurs offres du moment.':
    'Das Team, die Marken, die aktuellen Angebote.',
  'Découvrir la concession': 'Autohaus entdecken',
  'Centre de véhicules d’occasion': 'Gebrauchtwagenzentrum',
  'Des occasions contrôlées et garanties, prêtes à partir.':
    'Geprüfte Gebrauchtwagen mit Garantie, startklar.',
  'Voir le centre': 'Zum Zentrum',
  'Dans toutes nos concessions': 'In allen unseren Autohäusern',
  'Essai sur rendez-vous': 'Probefahrt nach Termin',
  'Le modèle de votre choix prêt à l’heure convenue.':
    'Das Modell Ihrer Wahl, bereit zur vereinbarten Zeit.',
  'Atelier et pneus': 'Werkstatt und Reifen',
  'Entretien constructeur, pneus et gardiennage.':
    'Wartung nach Herstellervorgabe, Reifen und Einlagerung.',
  'Une question ?': 'Eine Frage?',
  'Nos équipes répondent du lundi au samedi.': 'Unsere Teams antworten von Montag bis Samstag.',
  'Nous écrire': 'Schreiben Sie uns',
  'Nos concessions au Luxembourg – Autosphère': 'Unsere Autohäuser in Luxemburg – Autosphère',
  'Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern : adresses, horaires, marques et services de nos concessions, sur la carte.':
    'Bertrange, Niederkorn, Esch-sur-Alzette, Windhof und Contern: Adressen, Öffnungszeiten, Marken und Services unserer Autohäuser auf der Karte.',
}
