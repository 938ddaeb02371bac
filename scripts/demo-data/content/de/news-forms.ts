import type { Catalogue, Pattern } from './types.ts'

/** German of the forms, contact, stock and news pages (pages-forms.ts, pages-news.ts, news-articles.ts). */

const tyrePlaces = new Set(['Bertrange', 'Niederkorn', 'Esch-sur-Alzette', 'VMAL Contern'])
function placePattern(source: string, german: (place: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'u'),
    (match) => (tyrePlaces.has(match[1] ?? '') ? german(match[1] ?? '') : undefined),
  ]
}

export const newsFormsPatterns: readonly Pattern[] = [
  placePattern(
    'Rendez-vous pneus et roues à (.+)',
    (place) => `Reifen- und Rädertermin in ${place}`
  ),
  placePattern(
    'Rendez-vous pneus et roues – (.+)',
    (place) => `Reifen- und Rädertermin – ${place}`
  ),
  placePattern(
    'Rendez-vous pneus à (.+) – Autosphère',
    (place) => `Reifentermin in ${place} – Autosphère`
  ),
  placePattern(
    'Réservez votre changement de pneus ou de roues à (.+)\\.',
    (place) => `Buchen Sie Ihren Reifen- oder Räderwechsel in ${place}.`
  ),
  // An article's SEO title is its title and the site's name.
  [/^(.+) \| Autosphère$/u, (match, germanOf) => `${germanOf(match[1] ?? '')} | Autosphère`],
]

export const formsGerman: Catalogue = {
  'Indiquez votre plaque d’immatriculation et la prestation souhaitée : nous confirmons le créneau par e-mail.':
    'Geben Sie Ihr Kennzeichen und die gewünschte Leistung an – wir bestätigen den Termin per E-Mail.',
  'Indiquez les dimensions figurant sur le flanc de vos pneus (par exemple 205/55 R16 91V) : nous vous envoyons trois offres, du budget au premium.':
    'Geben Sie die Reifengröße von der Reifenflanke an (zum Beispiel 205/55 R16 91V) – wir schicken Ihnen drei Angebote, von günstig bis Premium.',
  'Demande d’offre pneus – Autosphère': 'Reifenangebot anfordern – Autosphère',
  'Recevez une offre de pneus été, hiver ou toutes saisons pour votre véhicule.':
    'Erhalten Sie ein Angebot für Sommer-, Winter- oder Ganzjahresreifen für Ihr Fahrzeug.',
  'Réservez votre essai': 'Buchen Sie Ihre Probefahrt',
  'Choisissez le modèle, la concession et le moment : votre véhicule vous attend, plein fait ou batterie chargée.':
    'Wählen Sie Modell, Autohaus und Zeitpunkt: Ihr Fahrzeug wartet vollgetankt oder voll geladen auf Sie.',
  'Voiture sur une route ensoleillée': 'Auto auf einer sonnigen Straße',
  'Votre demande d’essai': 'Ihre Probefahrt-Anfrage',
  'Permis de conduire valide requis. Essai de 30 minutes à une journée.':
    'Gültiger Führerschein erforderlich. Probefahrt von 30 Minuten bis zu einem Tag.',
  'Réserver un essai – Autosphère Luxembourg': 'Probefahrt buchen – Autosphère Luxemburg',
  'Réservez un essai gratuit de votre prochain véhicule dans l’une de nos concessions au Luxembourg.':
    'Buchen Sie eine kostenlose Probefahrt mit Ihrem nächsten Fahrzeug in einem unserer Autohäuser in Luxemburg.',
  'Contactez-nous': 'Kontaktieren Sie uns',
  'Une question sur un véhicule, un entretien ou une facture ? Nos équipes vous répondent du lundi au samedi.':
    'Eine Frage zu einem Fahrzeug, einer Wartung oder einer Rechnung? Unsere Teams antworten Ihnen von Montag bis Samstag.',
  'Plan avec les concessions': 'Karte mit den Autohäusern',
  'Nos cinq sites': 'Unsere fünf Standorte',
  'Recherchez par localité, marque ou service.': 'Suchen Sie nach Ort, Marke oder Service.',
  'Écrivez-nous': 'Schreiben Sie uns',
  'Réponse sous 24 heures ouvrables.': 'Antwort innerhalb von 24 Arbeitsstunden.',
  'Accès rapides': 'Schnellzugriff',
  'Questions fréquentes': 'Häufige Fragen',
  'Consulter la FAQ': 'Zu den FAQ',
  'Assistance 24 h/24': 'Pannenhilfe rund um die Uhr',
  'Panne ou accident : +352 26 44 10 99': 'Panne oder Unfall: +352 26 44 10 99',
  Appeler: 'Anrufen',
  'Protection des données': 'Datenschutz',
  'Lire la politique': 'Datenschutzerklärung lesen',
  'Contact – Autosphère Luxembourg': 'Kontakt – Autosphère Luxemburg',
  'Adresses, horaires et formulaire de contact de nos concessions à Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.':
    'Adressen, Öffnungszeiten und Kontaktformular unserer Autohäuser in Bertrange, Niederkorn, Esch-sur-Alzette, Windhof und Contern.',
  'Tous nos véhicules disponibles': 'Alle unsere verfügbaren Fahrzeuge',
  'Stock de véhicules neufs et d’occasion – Autosphère Luxembourg':
    'Neu- und Gebrauchtwagen auf Lager – Autosphère Luxemburg',
  'Plus de 1 500 véhicules neufs, de démonstration et d’occasion de 12 marques, disponibles dans nos concessions au Luxembourg.':
    'Über 1.500 Neu-, Vorführ- und Gebrauchtwagen von 12 Marken, verfügbar in unseren Autohäusern in Luxemburg.',
  'Plus de 150 occasions garanties à Windhof': 'Über 150 Gebrauchtwagen mit Garantie in Windhof',
  'Contrôlées sur 110 points, garanties jusqu’à 24 mois, disponibles immédiatement.':
    'In 110 Punkten geprüft, bis zu 24 Monate Garantie, sofort verfügbar.',
  'Parc de voitures d’occasion': 'Gebrauchtwagen auf dem Hof',
  'Notre centre d’occasions': 'Unser Gebrauchtwagenzentrum',
  'Toutes marques, de la citadine au SUV familial : chaque véhicule est préparé dans notre atelier et livré avec son historique d’entretien.':
    'Alle Marken, vom Kleinwagen bis zum Familien-SUV: Jedes Fahrzeug wird in unserer Werkstatt aufbereitet und mit Wartungshistorie übergeben.',
  'Notre stock d’occasions': 'Unsere Gebrauchtwagen auf Lager',
  'Votre équipe à Windhof': 'Ihr Team in Windhof',
  "Centre de véhicules d'occasion à Windhof – Autosphère":
    'Gebrauchtwagenzentrum Windhof – Autosphère',
  'Plus de 150 voitures d’occasion garanties toutes marques à Windhof, avec reprise et financement.':
    'Über 150 Gebrauchtwagen aller Marken mit Garantie in Windhof, mit Inzahlungnahme und Finanzierung.',
}

export const newsGerman: Catalogue = {
  'Nouveaux modèles, conseils d’entretien, événements et vie du groupe.':
    'Neue Modelle, Wartungstipps, Veranstaltungen und Neues aus der Gruppe.',
  'Ville la nuit': 'Stadt bei Nacht',
  'Toutes nos actualités': 'Alle Neuigkeiten',
  'Actualités – Autosphère Luxembourg': 'Neuigkeiten – Autosphère Luxemburg',
  'Nouveautés automobiles, conseils et événements de nos concessions au Luxembourg.':
    'Auto-Neuheiten, Tipps und Veranstaltungen aus unseren Autohäusern in Luxemburg.',
  'Autofestival 2026 : nos offres prolongées jusqu’à fin février':
    'Autofestival 2026: unsere Angebote verlängert bis Ende Februar',
  'Remises salon, reprise majorée et leasing à taux réduit sur toute la gamme.':
    'Messerabatte, höhere Inzahlungnahme und Leasing zu reduziertem Zins auf die ganze Palette.',
  'Showroom décoré pour l’Autofestival': 'Für das Autofestival geschmückter Showroom',
  Événements: 'Veranstaltungen',
  'Comme chaque année, l’Autofestival lance la saison automobile au Luxembourg. Dans nos cinq sites, les conditions salon s’appliquent à tous les véhicules neufs commandés avant le 28 février.':
    'Wie jedes Jahr eröffnet das Autofestival die Autosaison in Luxemburg. An unseren fünf Standorten gelten die Messekonditionen für alle Neuwagen, die bis zum 28. Februar bestellt werden.',
  'L’essentiel': 'Das Wichtigste',
  'Jusqu’à 4 000 € de remise selon les modèles': 'Bis zu 4.000 € Rabatt je nach Modell',
  'Reprise majorée de 1 500 € sur les véhicules de plus de 8 ans':
    '1.500 € mehr bei der Inzahlungnahme von Fahrzeugen über 8 Jahre',
  'Private lease à partir de 249 € par mois TVAC': 'Private Lease ab 249 € pro Monat inkl. MwSt.',
  'Nos conseillers vous accueillent aussi le dimanche pendant toute la durée du salon, avec des essais sans rendez-vous.':
    'Während des ganzen Festivals sind unsere Berater auch sonntags für Sie da – Probefahrten ohne Termin.',
  'Une question ? |Contactez nos conseillers| ou appelez le +352 26 44 10 00.':
    'Noch Fragen? |Kontaktieren Sie unsere Berater| oder rufen Sie uns an unter +352 26 44 10 00.',
  'Le nouveau Kia EV3 est disponible à l’essai': 'Der neue Kia EV3 steht zur Probefahrt bereit',
  'Jusqu’à 600 km d’autonomie WLTP dans un SUV compact : venez le découvrir à Niederkorn et Bertrange.':
    'Bis zu 600 km Reichweite nach WLTP in einem Kompakt-SUV: Erleben Sie ihn in Niederkorn und Bertrange.',
  'SUV électrique en charge': 'Elektro-SUV beim Laden',
  Nouveautés: 'Neuheiten',
  'Le Kia EV3 apporte la technologie de l’EV9 dans un format compact idéal pour la ville comme pour les trajets frontaliers. Sa batterie de 81,4 kWh se recharge de 10 à 80 % en 31 minutes sur une borne rapide.':
    'Der Kia EV3 bringt die Technik des EV9 in ein kompaktes Format – ideal für die Stadt wie für die Fahrt über die Grenze. Seine 81,4-kWh-Batterie lädt an der Schnellladesäule in 31 Minuten von 10 auf 80 %.',
  'Nos deux véhicules de démonstration sont disponibles pour des essais d’une demi-journée. Réservez votre créneau en ligne ou passez en concession.':
    'Unsere zwei Vorführwagen stehen für Probefahrten von einem halben Tag bereit. Buchen Sie Ihren Termin online oder kommen Sie im Autohaus vorbei.',
  'Disponibles en stock': 'Auf Lager verfügbar',
  'Pneus hiver au Luxembourg : ce que dit la loi': 'Winterreifen in Luxemburg: Was das Gesetz sagt',
  'Obligation, marquage, profondeur minimale : tout ce qu’il faut savoir avant les premières gelées.':
    'Pflicht, Kennzeichnung, Mindestprofil: Alles, was Sie vor dem ersten Frost wissen müssen.',
  'Pneus hiver empilés': 'Gestapelte Winterreifen',
  Conseils: 'Ratgeber',
  'Au Grand-Duché, les pneus hiver sont obligatoires dès que les conditions sont hivernales : verglas, neige tassée, plaques de glace ou givre. Les pneus doivent porter le marquage M+S ou le symbole alpin.':
    'Im Großherzogtum sind Winterreifen Pflicht, sobald winterliche Verhältnisse herrschen: Glatteis, Schneeglätte, Eisplatten oder Reif. Die Reifen müssen die Kennzeichnung M+S oder das Alpine-Symbol tragen.',
  'Marquage 3PMSF (symbole alpin) recommandé': 'Kennzeichnung 3PMSF (Alpine-Symbol) empfohlen',
  'Profondeur légale minimale : 1,6 mm, conseillée : 4 mm':
    'Gesetzliches Mindestprofil: 1,6 mm, empfohlen: 4 mm',
  'Pression à vérifier tous les mois par temps froid':
    'Bei Kälte den Reifendruck jeden Monat prüfen',
  'En cas de contrôle, le conducteur s’expose à un avertissement taxé et, en cas d’accident, sa responsabilité peut être engagée. Nous recommandons une profondeur de sculpture d’au moins 4 mm.':
    'Bei einer Kontrolle droht dem Fahrer ein gebührenpflichtiges Verwarnungsgeld, und bei einem Unfall kann er haftbar gemacht werden. Wir empfehlen eine Profiltiefe von mindestens 4 mm.',
  'Notre atelier d’Esch-sur-Alzette s’agrandit': 'Unsere Werkstatt in Esch-sur-Alzette wird größer',
  'Six nouveaux postes, une cabine de peinture et des horaires élargis dès le mois de mai.':
    'Sechs neue Arbeitsplätze, eine Lackierkabine und längere Öffnungszeiten ab Mai.',
  'Nouvel atelier d’Esch-sur-Alzette': 'Die neue Werkstatt in Esch-sur-Alzette',
  'Vie du groupe': 'Aus der Gruppe',
  'Après huit mois de travaux, l’atelier d’Esch-sur-Alzette passe de dix à seize postes de travail. La nouvelle cabine de peinture basse consommation réduit de moitié les délais de carrosserie.':
    'Nach acht Monaten Bauzeit wächst die Werkstatt in Esch-sur-Alzette von zehn auf sechzehn Arbeitsplätze. Die neue, sparsame Lackierkabine halbiert die Wartezeiten in der Karosserie.',
  'L’atelier ouvre désormais dès 7 h 00 du lundi au vendredi et le samedi matin, pour déposer votre véhicule avant le travail.':
    'Die Werkstatt öffnet jetzt montags bis freitags schon um 7:00 Uhr und samstags am Vormittag – so bringen Sie Ihr Fahrzeug noch vor der Arbeit vorbei.',
  'Flottes d’entreprise : réussir le passage à l’électrique':
    'Firmenflotten: der erfolgreiche Umstieg auf Elektro',
  'Recharge, fiscalité, car policy : les étapes pour électrifier votre flotte sans mauvaise surprise.':
    'Laden, Steuern, Car Policy: Schritt für Schritt zur elektrischen Flotte, ohne böse Überraschungen.',
  'Flotte de voitures de société': 'Flotte von Firmenwagen',
  'Au Luxembourg, l’avantage en nature d’une voiture de société électrique est calculé à 0,5 % ou 0,6 % de sa valeur catalogue, contre 1,8 % pour un véhicule thermique. L’électrification devient donc un argument de recrutement.':
    'In Luxemburg wird der geldwerte Vorteil eines elektrischen Firmenwagens mit 0,5 % oder 0,6 % des Listenpreises berechnet, bei einem Verbrenner mit 1,8 %. Die Elektrifizierung wird so zum Argument bei der Personalsuche.',
  'Notre équipe entreprises réalise un audit gratuit de vos trajets pour identifier les véhicules à remplacer en priorité et dimensionner les bornes de recharge sur vos parkings.':
    'Unser Firmenkundenteam analysiert kostenlos Ihre Fahrten, um die Fahrzeuge zu finden, die zuerst ersetzt werden sollten, und die Ladesäulen auf Ihren Parkplätzen richtig zu dimensionieren.',
  'Bienvenue à nos quatorze apprentis': 'Willkommen, liebe vierzehn Auszubildende',
  'Mécatronique, carrosserie, vente : la promotion 2026 a fait sa rentrée.':
    'Mechatronik, Karosserie, Verkauf: Der Jahrgang 2026 hat angefangen.',
  'Groupe d’apprentis dans l’atelier': 'Auszubildende in der Werkstatt',
  'Quatorze jeunes ont rejoint nos ateliers et showrooms pour préparer leur DAP ou leur DT. Chacun est accompagné par un tuteur expérimenté pendant toute la durée de sa formation.':
    'Vierzehn junge Leute sind in unsere Werkstätten und Showrooms gekommen, um ihr DAP oder DT zu machen. Jede und jeder wird während der ganzen Ausbildung von einem erfahrenen Paten begleitet.',
  'Vous souhaitez rejoindre la promotion 2027 ? Les candidatures sont ouvertes dès le mois de janvier sur notre page carrières.':
    'Sie möchten zum Jahrgang 2027 gehören? Bewerbungen sind ab Januar auf unserer Karriereseite möglich.',
  'Tout savoir sur la recharge à domicile': 'Alles über das Laden zu Hause',
  'Wallbox, puissance, aides de l’État : notre guide pour recharger chez soi.':
    'Wallbox, Ladeleistung, staatliche Förderung: unser Ratgeber fürs Laden zu Hause.',
  'Borne murale de recharge': 'Wallbox an der Hauswand',
  'Une wallbox de 11 kW recharge la plupart des voitures électriques en une nuit. L’installation doit être réalisée par un électricien agréé et déclarée au gestionnaire de réseau.':
    'Eine 11-kW-Wallbox lädt die meisten Elektroautos über Nacht. Die Installation muss ein zugelassener Elektriker vornehmen, und sie muss beim Netzbetreiber gemeldet werden.',
  'Le programme Klimabonus peut prendre en charge une partie de l’achat et de l’installation d’une borne intelligente. Nos conseillers vous orientent vers nos installateurs partenaires.':
    'Das Programm Klimabonus kann einen Teil der Kosten für Kauf und Installation einer intelligenten Ladestation übernehmen. Unsere Berater vermitteln Sie an unsere Partner-Installateure.',
  'Le Ford Transit Custom débarque au centre VMAL':
    'Der Ford Transit Custom ist im VMAL-Zentrum angekommen',
  'Hybride rechargeable ou 100 % électrique, il est exposé à Contern avec plusieurs aménagements.':
    'Als Plug-in-Hybrid oder rein elektrisch steht er in Contern, mit verschiedenen Ausbauten.',
  'Fourgon utilitaire au centre VMAL': 'Kastenwagen im VMAL-Zentrum',
  'Le nouveau Transit Custom est disponible en versions diesel, hybride rechargeable et E-Transit Custom 100 % électrique. Trois véhicules aménagés sont exposés au centre VMAL de Contern.':
    'Den neuen Transit Custom gibt es als Diesel, als Plug-in-Hybrid und als rein elektrischen E-Transit Custom. Drei ausgebaute Fahrzeuge stehen im VMAL-Zentrum in Contern.',
  'Les artisans peuvent l’essayer chargé, sur un parcours de 20 km, sur simple rendez-vous.':
    'Handwerker können ihn beladen auf einer 20-km-Strecke Probe fahren – einfach einen Termin vereinbaren.',
  'Nos occasions désormais garanties jusqu’à 24 mois':
    'Unsere Gebrauchtwagen jetzt mit bis zu 24 Monaten Garantie',
  'Contrôle en 110 points et garantie étendue sur tout le stock du centre de Windhof.':
    'Prüfung in 110 Punkten und verlängerte Garantie auf den ganzen Bestand des Zentrums in Windhof.',
  'Certificat de garantie': 'Garantiezertifikat',
  'Tous les véhicules d’occasion de moins de huit ans vendus par le centre de Windhof bénéficient désormais d’une garantie de 12 mois, extensible à 24 mois.':
    'Alle Gebrauchtwagen unter acht Jahren, die das Zentrum in Windhof verkauft, haben jetzt 12 Monate Garantie, verlängerbar auf 24 Monate.',
  'Chaque véhicule passe un contrôle en 110 points et est livré avec son historique d’entretien complet.':
    'Jedes Fahrzeug wird in 110 Punkten geprüft und mit vollständiger Wartungshistorie übergeben.',
  'Portes ouvertes à Bertrange les 19 et 20 septembre':
    'Tag der offenen Tür in Bertrange am 19. und 20. September',
  'Essais, animations pour les enfants et démonstrations à l’atelier.':
    'Probefahrten, Programm für Kinder und Vorführungen in der Werkstatt.',
  'Journée portes ouvertes au showroom': 'Tag der offenen Tür im Showroom',
  'Le temps d’un week-end, notre concession de Bertrange ouvre les portes de son atelier : démonstrations de diagnostic, présentation de la cabine de peinture et quiz sécurité routière.':
    'Ein Wochenende lang öffnet unser Autohaus in Bertrange die Türen seiner Werkstatt: Diagnose-Vorführungen, Besichtigung der Lackierkabine und ein Quiz zur Verkehrssicherheit.',
  'Toute la gamme électrique est disponible à l’essai et un food truck local régale petits et grands.':
    'Die ganze Elektro-Palette steht zur Probefahrt bereit, und ein Foodtruck aus der Region verwöhnt Groß und Klein.',
  'La Corvette E-Ray arrive à Bertrange': 'Die Corvette E-Ray kommt nach Bertrange',
  'La première Corvette hybride à transmission intégrale est exposée dans notre showroom.':
    'Die erste Corvette mit Hybrid und Allradantrieb steht in unserem Showroom.',
  'Coupé sportif sur la route': 'Sportcoupé auf der Straße',
  'Avec son V8 de 6,2 litres associé à un moteur électrique sur l’essieu avant, la Corvette E-Ray développe 655 ch et passe de 0 à 100 km/h en 2,6 secondes.':
    'Mit ihrem 6,2-Liter-V8 und einem Elektromotor an der Vorderachse leistet die Corvette E-Ray 655 PS und sprintet in 2,6 Sekunden von 0 auf 100 km/h.',
  'Un modèle d’exposition est visible à Bertrange jusqu’à la fin de l’année. Les essais se font sur rendez-vous avec notre spécialiste Corvette.':
    'Ein Ausstellungsfahrzeug ist bis Jahresende in Bertrange zu sehen. Probefahrten nach Terminvereinbarung mit unserem Corvette-Spezialisten.',
  'MG Cyberster : le roadster électrique à l’essai':
    'MG Cyberster: der Elektro-Roadster zur Probefahrt',
  'Portes en élytre, 510 ch et 443 km d’autonomie : le Cyberster est à Niederkorn.':
    'Scherenflügeltüren, 510 PS und 443 km Reichweite: Der Cyberster ist in Niederkorn.',
  'Roadster électrique': 'Elektro-Roadster',
  'Le MG Cyberster renoue avec l’héritage des roadsters britanniques de la marque, en version 100 % électrique. Sa version GT à deux moteurs développe 510 ch.':
    'Der MG Cyberster knüpft an die britischen Roadster der Marke an – rein elektrisch. Die GT-Version mit zwei Motoren leistet 510 PS.',
  'Réservez votre essai à Niederkorn : nous vous proposons un parcours sur les routes de la vallée de la Chiers.':
    'Buchen Sie Ihre Probefahrt in Niederkorn: Wir haben eine Strecke durch das Korntal für Sie ausgesucht.',
  'Voiture de société : l’avantage en nature en 2026': 'Firmenwagen: der geldwerte Vorteil 2026',
  'Les taux applicables selon la motorisation et les émissions de CO2.':
    'Die Sätze je nach Antrieb und CO2-Ausstoß.',
  'Calcul fiscal sur un document': 'Steuerberechnung auf einem Dokument',
  'L’avantage en nature d’une voiture de société mise à disposition d’un salarié est imposé chaque mois selon un pourcentage de la valeur catalogue du véhicule, TVA et options comprises.':
    'Der geldwerte Vorteil eines Firmenwagens, den ein Arbeitnehmer nutzt, wird jeden Monat als Prozentsatz des Listenpreises versteuert, inklusive MwSt. und Sonderausstattung.',
  'Électrique (consommation ≤ 18 kWh/100 km) : 0,5 %': 'Elektro (Verbrauch ≤ 18 kWh/100 km): 0,5 %',
  'Électrique (> 18 kWh/100 km) : 0,6 %': 'Elektro (> 18 kWh/100 km): 0,6 %',
  'Hybride rechargeable ≤ 50 g/km : 1,8 %': 'Plug-in-Hybrid ≤ 50 g/km: 1,8 %',
  'Thermique : de 1,8 % à 2,6 % selon le CO2': 'Verbrenner: 1,8 % bis 2,6 % je nach CO2',
  'Le barème dépend de la motorisation et des émissions de CO2 WLTP. Les véhicules électriques bénéficient du taux le plus bas.':
    'Der Satz hängt vom Antrieb und vom CO2-Ausstoß nach WLTP ab. Elektrofahrzeuge profitieren vom niedrigsten Satz.',
}
