import type { Catalogue } from './types.ts'

/** German of the brands' and models' copy the stock generator writes in French (stock-*.ts). */
export const brandsGerman: Catalogue = {
  'Des SUV hybrides aux utilitaires Transit, la gamme Ford couvre tous les usages, pour les particuliers comme pour les professionnels.':
    'Vom Hybrid-SUV bis zum Transporter Transit: Die Ford-Palette deckt jeden Bedarf ab, für Privatkunden ebenso wie für Gewerbetreibende.',
  'Kia propose l’une des gammes électriques les plus complètes du marché, avec une garantie constructeur de 7 ans.':
    'Kia bietet eine der vollständigsten Elektro-Paletten am Markt – mit 7 Jahren Herstellergarantie.',
  'Citadines, SUV et berlines électriques Ioniq : Hyundai allie technologie, sécurité et 5 ans de garantie sans limite de kilométrage.':
    'Stadtflitzer, SUV und die elektrischen Ioniq-Limousinen: Hyundai verbindet Technik, Sicherheit und 5 Jahre Garantie ohne Kilometerbegrenzung.',
  'L’ingénierie allemande accessible : Opel électrifie toute sa gamme, de la Corsa aux utilitaires Vivaro.':
    'Deutsche Ingenieurskunst, die bezahlbar bleibt: Opel elektrifiert die ganze Palette, vom Corsa bis zum Transporter Vivaro.',
  'L’esprit tout-terrain depuis 1941 : de l’Avenger électrique au légendaire Wrangler.':
    'Geländegeist seit 1941: vom elektrischen Avenger bis zum legendären Wrangler.',
  'Le style italien au quotidien : la 500 électrique, la Panda et le nouveau SUV 600.':
    'Italienischer Stil für jeden Tag: der elektrische 500, der Panda und das neue SUV 600.',
  'Le scorpion signe des citadines sportives, thermiques ou électriques, faites pour le plaisir de conduite.':
    'Der Skorpion steht für sportliche Kleinwagen mit Verbrenner oder Elektroantrieb – gebaut für den Fahrspaß.',
  'Depuis 1910, Alfa Romeo conjugue design italien et sensations de conduite, du Junior à la Giulia.':
    'Seit 1910 verbindet Alfa Romeo italienisches Design mit echtem Fahrgefühl, vom Junior bis zur Giulia.',
  'Compactes, hybrides et souvent en transmission intégrale AllGrip : des Suzuki légères et fiables.':
    'Kompakt, hybrid und oft mit AllGrip-Allradantrieb: Suzukis sind leicht und zuverlässig.',
  'MG démocratise l’électrique et l’hybride avec des équipements complets et une garantie de 7 ans.':
    'MG macht Elektro und Hybrid für alle erschwinglich – mit kompletter Ausstattung und 7 Jahren Garantie.',
  'La renaissance de Lancia : la nouvelle Ypsilon, élégante, électrique ou hybride.':
    'Die Wiedergeburt von Lancia: der neue Ypsilon, elegant, elektrisch oder als Hybrid.',
  'La sportive américaine à moteur central : Stingray, E-Ray hybride à transmission intégrale et Z06.':
    'Der amerikanische Sportwagen mit Mittelmotor: Stingray, die Hybrid-Corvette E-Ray mit Allradantrieb und Z06.',
}

/** Each model's tagline and description (the tagline also opens the model page's title). */
export const modelsGerman: Catalogue = {
  'Le crossover compact qui a tout d’un grand': 'Der kompakte Crossover, der ganz groß auftritt',
  'Le Puma associe un style affirmé, un coffre MegaBox astucieux et des motorisations hybrides ou 100 % électrique.':
    'Der Puma verbindet markantes Design, den cleveren MegaBox-Kofferraum und Hybrid- oder reine Elektroantriebe.',
  'Le SUV familial électrifié': 'Das elektrifizierte Familien-SUV',
  'Spacieux et polyvalent, le Kuga se décline en hybride et en hybride rechargeable pour rouler jusqu’à 70 km en électrique.':
    'Geräumig und vielseitig: Den Kuga gibt es als Hybrid und als Plug-in-Hybrid mit bis zu 70 km elektrischer Reichweite.',
  'La compacte au comportement de référence': 'Der Kompakte mit dem Maßstab im Fahrverhalten',
  'La Focus reste une référence en matière de tenue de route, avec une technologie hybride légère économe.':
    'Beim Fahrverhalten bleibt der Focus die Referenz – dazu kommt ein sparsamer Mild-Hybrid.',
  'L’esprit Mustang, 100 % électrique': 'Mustang-Feeling, rein elektrisch',
  'Jusqu’à 600 km d’autonomie WLTP, transmission intégrale et l’ADN sportif de la Mustang.':
    'Bis zu 600 km Reichweite nach WLTP, Allradantrieb und die sportliche DNA des Mustang.',
  'Le SUV électrique pensé pour l’Europe': 'Das Elektro-SUV, gedacht für Europa',
  'Conçu à Cologne, l’Explorer électrique offre jusqu’à 600 km d’autonomie et un intérieur modulable.':
    'In Köln entwickelt: Der elektrische Explorer bietet bis zu 600 km Reichweite und einen variablen Innenraum.',
  'Le pick-up le plus vendu d’Europe': 'Der meistverkaufte Pick-up Europas',
  'Robuste, capable de tracter 3,5 tonnes, le Ranger existe désormais en hybride rechargeable.':
    'Robust, mit 3,5 Tonnen Anhängelast – und den Ranger gibt es jetzt auch als Plug-in-Hybrid.',
  'L’utilitaire de référence': 'Der Maßstab unter den Transportern',
  'Jusqu’à 6,8 m³ de volume utile et une version 100 % électrique pour les livraisons urbaines.':
    'Bis zu 6,8 m³ Laderaum und eine rein elektrische Version für die Lieferung in der Stadt.',
  'La citadine maligne': 'Der clevere Stadtflitzer',
  'Compacte à l’extérieur, étonnamment spacieuse à l’intérieur, la Picanto se faufile partout.':
    'Außen kompakt, innen erstaunlich geräumig: Der Picanto passt in jede Lücke.',
  'La polyvalente urbaine': 'Der vielseitige Stadtwagen',
  'La Rio combine agilité en ville et confort sur route, avec une hybridation légère 48 V.':
    'Der Rio ist wendig in der Stadt und komfortabel auf der Landstraße, mit 48-V-Mild-Hybrid.',
  'La compacte européenne de Kia': 'Kias Kompakter aus Europa',
  'Dessinée et produite en Europe, la Ceed offre un excellent rapport équipement-prix.':
    'In Europa entworfen und gebaut, bietet der Ceed viel Ausstattung fürs Geld.',
  'Le break au grand coffre': 'Der Kombi mit dem großen Kofferraum',
  'Avec 625 litres de coffre, la Ceed SW est l’alliée des familles et des professionnels.':
    'Mit 625 Litern Kofferraum ist der Ceed SW der Partner für Familien und Gewerbetreibende.',
  'Le SUV préféré des familles': 'Das Lieblings-SUV der Familien',
  'Design audacieux, double écran incurvé et motorisations hybrides : le Sportage est le best-seller de Kia.':
    'Mutiges Design, gebogenes Doppeldisplay und Hybridantriebe: Der Sportage ist Kias Bestseller.',
  'Trois électrifications, un seul crossover': 'Drei Elektrifizierungen, ein Crossover',
  'Hybride, hybride rechargeable ou électrique : le Niro laisse le choix sans compromis sur l’espace.':
    'Hybrid, Plug-in-Hybrid oder elektrisch: Der Niro lässt Ihnen die Wahl, ohne beim Platz zu sparen.',
  'L’électrique accessible, jusqu’à 600 km': 'Elektro für alle, bis zu 600 km weit',
  'Le SUV compact EV3 offre jusqu’à 605 km d’autonomie WLTP et une recharge de 10 à 80 % en 31 minutes.':
    'Das Kompakt-SUV EV3 schafft bis zu 605 km nach WLTP und lädt in 31 Minuten von 10 auf 80 %.',
  'Le crossover électrique à recharge 800 V': 'Der Elektro-Crossover mit 800-V-Ladetechnik',
  'Architecture 800 V, recharge ultra-rapide et jusqu’à 580 km d’autonomie pour l’EV6.':
    '800-V-Architektur, ultraschnelles Laden und bis zu 580 km Reichweite: das ist der EV6.',
  'Le grand SUV électrique à sept places': 'Das große Elektro-SUV mit sieben Sitzen',
  'Sept vraies places, 99,8 kWh de batterie et un salon roulant : l’EV9 redéfinit le grand SUV.':
    'Sieben echte Sitzplätze, 99,8 kWh Batterie und eine Lounge auf Rädern: Der EV9 definiert das große SUV neu.',
  'Sept places et transmission intégrale': 'Sieben Sitze und Allradantrieb',
  'Le Sorento allie grand espace, capacité de remorquage et motorisations électrifiées.':
    'Der Sorento vereint viel Platz, hohe Anhängelast und elektrifizierte Antriebe.',
  'La petite citadine bien équipée': 'Der kleine Stadtwagen mit guter Ausstattung',
  'Facile à garer et sobre, la i10 embarque une connectivité complète dès la première finition.':
    'Leicht zu parken und sparsam: Der i10 ist schon in der Basisversion voll vernetzt.',
  'La citadine au design sculpté': 'Der Kleinwagen mit markantem Design',
  'La i20 séduit par ses lignes dynamiques et son habitacle numérique.':
    'Der i20 überzeugt mit dynamischen Linien und einem digitalen Cockpit.',
  'La compacte raisonnable': 'Der vernünftige Kompakte',
  'Fiable et bien finie, la i30 profite d’une hybridation légère 48 V.':
    'Zuverlässig und sauber verarbeitet, mit 48-V-Mild-Hybrid: der i30.',
  'Le SUV urbain à toutes les énergies': 'Das Stadt-SUV für jeden Antrieb',
  'Essence, hybride ou électrique avec 514 km d’autonomie : le Kona s’adapte à chaque usage.':
    'Benziner, Hybrid oder elektrisch mit 514 km Reichweite: Der Kona passt sich jedem Bedarf an.',
  'Le SUV au design paramétrique': 'Das SUV im parametrischen Design',
  'Le Tucson allie un style unique, un espace généreux et une gamme entièrement électrifiée.':
    'Der Tucson vereint unverwechselbaren Stil, viel Platz und eine komplett elektrifizierte Palette.',
  'Le grand SUV pour l’aventure': 'Das große SUV für Abenteuer',
  'Sept places, un hayon immense et une terrasse arrière : le Santa Fe invite au voyage.':
    'Sieben Sitze, eine riesige Heckklappe und eine Terrasse im Heck: Der Santa Fe macht Lust auf Reisen.',
  'L’icône électrique rétro-futuriste': 'Die retro-futuristische Elektro-Ikone',
  'Recharge 800 V, fonction V2L et plancher plat : l’Ioniq 5 réinvente l’espace à bord.':
    '800-V-Laden, V2L-Funktion und flacher Boden: Der Ioniq 5 denkt den Innenraum neu.',
  'La berline électrique aérodynamique': 'Die aerodynamische Elektro-Limousine',
  'Avec un Cx de 0,21, l’Ioniq 6 parcourt jusqu’à 614 km avec une seule charge.':
    'Mit einem cW-Wert von 0,21 fährt der Ioniq 6 bis zu 614 km mit einer Ladung.',
  'La citadine allemande électrifiée': 'Der elektrifizierte Kleinwagen aus Deutschland',
  'Best-seller de sa catégorie, la Corsa existe en essence, hybride et 100 % électrique.':
    'Der Bestseller seiner Klasse: Den Corsa gibt es als Benziner, Hybrid und rein elektrisch.',
  'La compacte au Vizor': 'Der Kompakte mit dem Vizor',
  'Sièges ergonomiques certifiés AGR et cockpit Pure Panel : l’Astra soigne le confort.':
    'AGR-zertifizierte Ergonomiesitze und Pure-Panel-Cockpit: Der Astra setzt auf Komfort.',
  'Le break pratique et efficient': 'Der praktische und effiziente Kombi',
  'Jusqu’à 1 634 litres de chargement et un plancher Intelli-Space modulable.':
    'Bis zu 1.634 Liter Ladevolumen und ein variabler Intelli-Space-Ladeboden.',
  'Le SUV compact au caractère affirmé': 'Das Kompakt-SUV mit starkem Charakter',
  'Le Mokka se distingue par son Opel Vizor et ses couleurs audacieuses.':
    'Der Mokka fällt auf – mit dem Opel Vizor und mutigen Farben.',
  'Le grand SUV familial d’Opel': 'Opels großes Familien-SUV',
  'Le nouveau Grandland offre jusqu’à 520 km d’autonomie en électrique et un coffre de 550 litres.':
    'Der neue Grandland bietet elektrisch bis zu 520 km Reichweite und 550 Liter Kofferraum.',
  'Le SUV familial au juste prix': 'Das Familien-SUV zum fairen Preis',
  'Le Frontera propose le même prix en hybride et en électrique, et jusqu’à sept places.':
    'Den Frontera gibt es als Hybrid und elektrisch zum gleichen Preis, mit bis zu sieben Sitzen.',
  'Le ludospace polyvalent': 'Der vielseitige Hochdachkombi',
  'Portes coulissantes, grand volume et version électrique : le Combo sert la famille comme l’artisan.':
    'Schiebetüren, viel Volumen und eine Elektroversion: Der Combo passt zur Familie wie zum Handwerksbetrieb.',
  'Le fourgon compact et efficace': 'Der kompakte, effiziente Kastenwagen',
  'Trois longueurs, jusqu’à 6,6 m³ et 350 km d’autonomie pour le Vivaro Electric.':
    'Drei Längen, bis zu 6,6 m³ und 350 km Reichweite beim Vivaro Electric.',
  'Le plus petit des Jeep, élu Voiture de l’année':
    'Der kleinste Jeep, gewählt zum Auto des Jahres',
  'Compact et robuste, l’Avenger existe en hybride, en 4xe et en 100 % électrique.':
    'Kompakt und robust: Den Avenger gibt es als Hybrid, als 4xe und rein elektrisch.',
  'Le SUV compact taillé pour l’aventure': 'Das Kompakt-SUV für Abenteuer',
  'Le Compass 4xe combine transmission intégrale électrique et savoir-faire tout-terrain.':
    'Der Compass 4xe verbindet elektrischen Allradantrieb mit Jeep-Geländekompetenz.',
  'Le petit SUV au style iconique': 'Das kleine SUV mit Kultdesign',
  'Calandre à sept fentes et capacités Trailhawk : le Renegade ne renie pas ses origines.':
    'Kühlergrill mit sieben Schlitzen und Trailhawk-Fähigkeiten: Der Renegade steht zu seiner Herkunft.',
  'Le tout-terrain légendaire': 'Der legendäre Geländewagen',
  'Toit amovible, essieux rigides et hybride rechargeable 4xe : le Wrangler va partout.':
    'Abnehmbares Dach, Starrachsen und Plug-in-Hybrid 4xe: Der Wrangler kommt überall hin.',
  'L’icône italienne devenue électrique': 'Die italienische Ikone, jetzt elektrisch',
  'Jusqu’à 320 km d’autonomie en ville et un style qui ne se démode pas.':
    'Bis zu 320 km Reichweite in der Stadt und ein Stil, der nie aus der Mode kommt.',
  'La citadine pratique par excellence': 'Der praktische Stadtwagen schlechthin',
  'Simple, robuste et économique, la Panda hybride reste une valeur sûre.':
    'Einfach, robust und sparsam: Der Panda Hybrid bleibt eine sichere Wahl.',
  'Le SUV compact au style 500': 'Das Kompakt-SUV im 500-Stil',
  'Le 600 reprend le charme de la 500 dans un format familial, en hybride ou électrique.':
    'Der 600 bringt den Charme des 500 ins Familienformat, als Hybrid oder elektrisch.',
  'La compacte spacieuse et abordable': 'Der geräumige, erschwingliche Kompakte',
  'Un grand coffre et un équipement complet à un prix contenu.':
    'Großer Kofferraum und komplette Ausstattung zu einem vernünftigen Preis.',
  'Le ludospace modulable': 'Der variable Hochdachkombi',
  'Portes coulissantes et grand volume : le Doblo transporte famille et matériel.':
    'Schiebetüren und viel Volumen: Der Doblo transportiert Familie und Material.',
  'Le scorpion passe à l’électrique': 'Der Skorpion wird elektrisch',
  'Générateur de son, 155 ch et châssis affûté : l’Abarth 500e reste une vraie Abarth.':
    'Sound-Generator, 155 PS und ein geschärftes Fahrwerk: Der Abarth 500e bleibt ein echter Abarth.',
  'L’Abarth la plus puissante': 'Der stärkste Abarth',
  'Jusqu’à 280 ch et un différentiel à glissement limité pour ce SUV compact sportif.':
    'Bis zu 280 PS und ein Sperrdifferenzial für dieses sportliche Kompakt-SUV.',
  'La petite bombe thermique': 'Das kleine Kraftpaket mit Verbrenner',
  'Le 1.4 T-Jet de 180 ch et l’échappement Record Monza pour des sensations intactes.':
    'Der 1.4 T-Jet mit 180 PS und die Record-Monza-Abgasanlage für Fahrspaß wie eh und je.',
  'Le premier SUV compact électrique d’Alfa Romeo':
    'Das erste elektrische Kompakt-SUV von Alfa Romeo',
  'Le Junior apporte le design Alfa Romeo au segment des SUV urbains, en hybride ou électrique.':
    'Der Junior bringt Alfa-Romeo-Design in die Klasse der Stadt-SUV, als Hybrid oder elektrisch.',
  'Le SUV compact premium électrifié': 'Das elektrifizierte Premium-Kompakt-SUV',
  'Le Tonale Plug-in Hybrid Q4 offre 280 ch et plus de 80 km en mode électrique.':
    'Der Tonale Plug-in Hybrid Q4 leistet 280 PS und fährt über 80 km rein elektrisch.',
  'La berline propulsion à l’italienne': 'Die Limousine mit Hinterradantrieb, auf Italienisch',
  'Répartition des masses 50/50 et direction la plus directe du segment : la Giulia est une conductrice.':
    '50:50-Gewichtsverteilung und die direkteste Lenkung ihrer Klasse: Die Giulia ist ein Auto für Fahrer.',
  'Le SUV sportif d’Alfa Romeo': 'Das Sport-SUV von Alfa Romeo',
  'Le Stelvio combine transmission intégrale Q4 et agilité digne d’une berline sportive.':
    'Der Stelvio verbindet den Allradantrieb Q4 mit der Agilität einer Sportlimousine.',
  'La citadine légère et sobre': 'Der leichte, sparsame Kleinwagen',
  'Moins d’une tonne et une hybridation légère : la Swift consomme à peine 4,4 l/100 km.':
    'Unter einer Tonne und mit Mild-Hybrid: Der Swift braucht gerade einmal 4,4 l/100 km.',
  'Le SUV compact à transmission AllGrip': 'Das Kompakt-SUV mit AllGrip-Allrad',
  'Le Vitara propose une vraie transmission intégrale à un prix accessible.':
    'Der Vitara bietet echten Allradantrieb zu einem erschwinglichen Preis.',
  'Le SUV familial pratique': 'Das praktische Familien-SUV',
  'Le S-Cross offre un grand coffre et un équipement complet dès la première finition.':
    'Der S-Cross bietet einen großen Kofferraum und schon in der Basisversion volle Ausstattung.',
  'Le micro-SUV malin': 'Das clevere Mini-SUV',
  'Garde au sol relevée et transmission AllGrip en option : l’Ignis ne craint pas l’hiver.':
    'Mehr Bodenfreiheit und AllGrip-Allrad auf Wunsch: Der Ignis hat keine Angst vor dem Winter.',
  'Le petit 4x4 culte': 'Der kleine Kult-Allradler',
  'Châssis échelle et boîte de transfert : le Jimny utilitaire deux places passe partout.':
    'Leiterrahmen und Verteilergetriebe: Der zweisitzige Nutzfahrzeug-Jimny kommt überall durch.',
  'La citadine full hybride de 194 ch': 'Der Vollhybrid-Kleinwagen mit 194 PS',
  'La MG3 Hybrid+ offre une puissance rare dans sa catégorie pour une consommation minimale.':
    'Der MG3 Hybrid+ bietet eine in seiner Klasse seltene Leistung bei minimalem Verbrauch.',
  'La compacte électrique à propulsion': 'Der elektrische Kompakte mit Hinterradantrieb',
  'Propulsion, répartition 50/50 et jusqu’à 520 km d’autonomie : la MG4 surprend.':
    'Hinterradantrieb, 50:50-Gewichtsverteilung und bis zu 520 km Reichweite: Der MG4 überrascht.',
  'Le SUV urbain bien équipé': 'Das gut ausgestattete Stadt-SUV',
  'Le ZS hybride offre un équipement complet et une garantie de 7 ans.':
    'Der ZS Hybrid bietet volle Ausstattung und 7 Jahre Garantie.',
  'Le SUV familial généreux': 'Das großzügige Familien-SUV',
  'Le HS plug-in parcourt jusqu’à 100 km en électrique grâce à sa batterie de 24,7 kWh.':
    'Der HS Plug-in fährt dank seiner 24,7-kWh-Batterie bis zu 100 km elektrisch.',
  'Le roadster électrique à portes papillon': 'Der Elektro-Roadster mit Flügeltüren',
  'Jusqu’à 510 ch, portes en élytre et toit souple électrique : la Cyberster renoue avec l’histoire de MG.':
    'Bis zu 510 PS, Scherenflügeltüren und ein elektrisches Stoffverdeck: Der Cyberster knüpft an die Geschichte von MG an.',
  'L’élégance italienne, version électrique': 'Italienische Eleganz, elektrisch',
  'La nouvelle Ypsilon marque le renouveau de Lancia avec un intérieur inspiré du design Cassina.':
    'Der neue Ypsilon steht für den Neustart von Lancia, mit einem Innenraum im Stil von Cassina.',
  'La supercar américaine à moteur central': 'Der amerikanische Supersportwagen mit Mittelmotor',
  'V8 atmosphérique de 6,2 litres, 0 à 100 km/h en 3,5 s et toit targa amovible.':
    '6,2-Liter-V8-Saugmotor, 0 auf 100 km/h in 3,5 s und ein abnehmbares Targadach.',
  'La première Corvette hybride à quatre roues motrices':
    'Die erste Corvette mit Hybrid und Allradantrieb',
  'Un moteur électrique sur l’essieu avant porte la puissance à 655 ch et le 0 à 100 km/h à 2,6 s.':
    'Ein Elektromotor an der Vorderachse hebt die Leistung auf 655 PS und drückt den Sprint auf 100 km/h auf 2,6 s.',
  'Le V8 atmosphérique le plus puissant de série': 'Der stärkste Serien-V8-Saugmotor',
  'Vilebrequin à plat et 8 600 tr/min : la Z06 est née sur circuit.':
    'Flache Kurbelwelle und 8.600 U/min: Die Z06 ist auf der Rennstrecke geboren.',
}
