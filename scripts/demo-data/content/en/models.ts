import type { Catalogue } from '../translator.ts'

/** English of the brands' and models' copy the stock generator writes in French (stock-*.ts). */
export const brandsEnglish: Catalogue = {
  'Des SUV hybrides aux utilitaires Transit, la gamme Ford couvre tous les usages, pour les particuliers comme pour les professionnels.':
    'From hybrid SUVs to Transit vans, the Ford range covers every need, for private and business drivers alike.',
  'Kia propose l’une des gammes électriques les plus complètes du marché, avec une garantie constructeur de 7 ans.':
    'Kia offers one of the most complete electric ranges on the market, with a 7-year manufacturer’s warranty.',
  'Citadines, SUV et berlines électriques Ioniq : Hyundai allie technologie, sécurité et 5 ans de garantie sans limite de kilométrage.':
    'City cars, SUVs and the electric Ioniq saloons: Hyundai combines technology, safety and a 5-year unlimited-mileage warranty.',
  'L’ingénierie allemande accessible : Opel électrifie toute sa gamme, de la Corsa aux utilitaires Vivaro.':
    'German engineering within reach: Opel is electrifying its whole range, from the Corsa to the Vivaro van.',
  'L’esprit tout-terrain depuis 1941 : de l’Avenger électrique au légendaire Wrangler.':
    'Off-road spirit since 1941: from the electric Avenger to the legendary Wrangler.',
  'Le style italien au quotidien : la 500 électrique, la Panda et le nouveau SUV 600.':
    'Italian style for every day: the electric 500, the Panda and the new 600 SUV.',
  'Le scorpion signe des citadines sportives, thermiques ou électriques, faites pour le plaisir de conduite.':
    'The scorpion badge stands for sporty small cars, petrol or electric, built for the joy of driving.',
  'Depuis 1910, Alfa Romeo conjugue design italien et sensations de conduite, du Junior à la Giulia.':
    'Since 1910, Alfa Romeo has paired Italian design with a real feel for the road, from the Junior to the Giulia.',
  'Compactes, hybrides et souvent en transmission intégrale AllGrip : des Suzuki légères et fiables.':
    'Compact, hybrid and often with AllGrip four-wheel drive: Suzukis are light and dependable.',
  'MG démocratise l’électrique et l’hybride avec des équipements complets et une garantie de 7 ans.':
    'MG puts electric and hybrid driving within everyone’s reach, with generous equipment and a 7-year warranty.',
  'La renaissance de Lancia : la nouvelle Ypsilon, élégante, électrique ou hybride.':
    'Lancia reborn: the new Ypsilon, elegant, electric or hybrid.',
  'La sportive américaine à moteur central : Stingray, E-Ray hybride à transmission intégrale et Z06.':
    'The mid-engined American sports car: Stingray, the all-wheel-drive E-Ray hybrid and the Z06.',
}

/** Each model's tagline and description (the tagline also opens the model page's title). */
export const modelsEnglish: Catalogue = {
  'Le crossover compact qui a tout d’un grand': 'The compact crossover that thinks big',
  'Le Puma associe un style affirmé, un coffre MegaBox astucieux et des motorisations hybrides ou 100 % électrique.':
    'The Puma pairs bold styling and a clever MegaBox boot with hybrid or fully electric powertrains.',
  'Le SUV familial électrifié': 'The electrified family SUV',
  'Spacieux et polyvalent, le Kuga se décline en hybride et en hybride rechargeable pour rouler jusqu’à 70 km en électrique.':
    'Roomy and versatile, the Kuga comes as a hybrid and as a plug-in hybrid that covers up to 70 km on electric power.',
  'La compacte au comportement de référence': 'The hatchback that sets the handling benchmark',
  'La Focus reste une référence en matière de tenue de route, avec une technologie hybride légère économe.':
    'The Focus is still the benchmark for roadholding, now with frugal mild-hybrid technology.',
  'L’esprit Mustang, 100 % électrique': 'The Mustang spirit, fully electric',
  'Jusqu’à 600 km d’autonomie WLTP, transmission intégrale et l’ADN sportif de la Mustang.':
    'Up to 600 km of WLTP range, all-wheel drive and the Mustang’s sporting DNA.',
  'Le SUV électrique pensé pour l’Europe': 'The electric SUV designed for Europe',
  'Conçu à Cologne, l’Explorer électrique offre jusqu’à 600 km d’autonomie et un intérieur modulable.':
    'Developed in Cologne, the electric Explorer offers up to 600 km of range and a flexible interior.',
  'Le pick-up le plus vendu d’Europe': 'Europe’s best-selling pick-up',
  'Robuste, capable de tracter 3,5 tonnes, le Ranger existe désormais en hybride rechargeable.':
    'Tough, able to tow 3.5 tonnes, and the Ranger now comes as a plug-in hybrid too.',
  'L’utilitaire de référence': 'The benchmark van',
  'Jusqu’à 6,8 m³ de volume utile et une version 100 % électrique pour les livraisons urbaines.':
    'Up to 6.8 m³ of load space and a fully electric version for deliveries in town.',
  'La citadine maligne': 'The clever city car',
  'Compacte à l’extérieur, étonnamment spacieuse à l’intérieur, la Picanto se faufile partout.':
    'Compact outside and surprisingly roomy inside, the Picanto squeezes in anywhere.',
  'La polyvalente urbaine': 'The all-rounder for town',
  'La Rio combine agilité en ville et confort sur route, avec une hybridation légère 48 V.':
    'The Rio is nimble in town and comfortable on the open road, with a 48 V mild hybrid.',
  'La compacte européenne de Kia': 'Kia’s European hatchback',
  'Dessinée et produite en Europe, la Ceed offre un excellent rapport équipement-prix.':
    'Designed and built in Europe, the Ceed gives you a lot of equipment for your money.',
  'Le break au grand coffre': 'The estate with the big boot',
  'Avec 625 litres de coffre, la Ceed SW est l’alliée des familles et des professionnels.':
    'With a 625-litre boot, the Ceed SW is a friend to families and tradespeople alike.',
  'Le SUV préféré des familles': 'The family favourite SUV',
  'Design audacieux, double écran incurvé et motorisations hybrides : le Sportage est le best-seller de Kia.':
    'Bold design, a curved dual screen and hybrid powertrains: the Sportage is Kia’s best-seller.',
  'Trois électrifications, un seul crossover': 'Three kinds of electric, one crossover',
  'Hybride, hybride rechargeable ou électrique : le Niro laisse le choix sans compromis sur l’espace.':
    'Hybrid, plug-in hybrid or electric: the Niro lets you choose without giving up any space.',
  'L’électrique accessible, jusqu’à 600 km': 'Affordable electric, up to 600 km',
  'Le SUV compact EV3 offre jusqu’à 605 km d’autonomie WLTP et une recharge de 10 à 80 % en 31 minutes.':
    'The compact EV3 SUV offers up to 605 km of WLTP range and charges from 10 to 80% in 31 minutes.',
  'Le crossover électrique à recharge 800 V': 'The electric crossover with 800 V charging',
  'Architecture 800 V, recharge ultra-rapide et jusqu’à 580 km d’autonomie pour l’EV6.':
    '800 V architecture, ultra-rapid charging and up to 580 km of range: that is the EV6.',
  'Le grand SUV électrique à sept places': 'The large seven-seat electric SUV',
  'Sept vraies places, 99,8 kWh de batterie et un salon roulant : l’EV9 redéfinit le grand SUV.':
    'Seven proper seats, a 99.8 kWh battery and a lounge on wheels: the EV9 redefines the large SUV.',
  'Sept places et transmission intégrale': 'Seven seats and all-wheel drive',
  'Le Sorento allie grand espace, capacité de remorquage et motorisations électrifiées.':
    'The Sorento combines plenty of space, serious towing capacity and electrified powertrains.',
  'La petite citadine bien équipée': 'The well-equipped little city car',
  'Facile à garer et sobre, la i10 embarque une connectivité complète dès la première finition.':
    'Easy to park and economical, the i10 is fully connected from the entry-level trim.',
  'La citadine au design sculpté': 'The city car with sculpted looks',
  'La i20 séduit par ses lignes dynamiques et son habitacle numérique.':
    'The i20 wins you over with its dynamic lines and digital cockpit.',
  'La compacte raisonnable': 'The sensible hatchback',
  'Fiable et bien finie, la i30 profite d’une hybridation légère 48 V.':
    'Reliable and well finished, the i30 benefits from a 48 V mild hybrid.',
  'Le SUV urbain à toutes les énergies': 'The urban SUV with every powertrain',
  'Essence, hybride ou électrique avec 514 km d’autonomie : le Kona s’adapte à chaque usage.':
    'Petrol, hybrid or electric with 514 km of range: the Kona adapts to the way you drive.',
  'Le SUV au design paramétrique': 'The SUV with parametric design',
  'Le Tucson allie un style unique, un espace généreux et une gamme entièrement électrifiée.':
    'The Tucson brings together distinctive styling, generous space and a fully electrified range.',
  'Le grand SUV pour l’aventure': 'The large SUV built for adventure',
  'Sept places, un hayon immense et une terrasse arrière : le Santa Fe invite au voyage.':
    'Seven seats, a huge tailgate and a terrace at the back: the Santa Fe makes you want to travel.',
  'L’icône électrique rétro-futuriste': 'The retro-futuristic electric icon',
  'Recharge 800 V, fonction V2L et plancher plat : l’Ioniq 5 réinvente l’espace à bord.':
    '800 V charging, V2L and a flat floor: the Ioniq 5 reinvents the space inside.',
  'La berline électrique aérodynamique': 'The aerodynamic electric saloon',
  'Avec un Cx de 0,21, l’Ioniq 6 parcourt jusqu’à 614 km avec une seule charge.':
    'With a drag coefficient of 0.21, the Ioniq 6 covers up to 614 km on a single charge.',
  'La citadine allemande électrifiée': 'The electrified German supermini',
  'Best-seller de sa catégorie, la Corsa existe en essence, hybride et 100 % électrique.':
    'The best-seller in its class, the Corsa comes with petrol, hybrid or fully electric power.',
  'La compacte au Vizor': 'The hatchback with the Vizor',
  'Sièges ergonomiques certifiés AGR et cockpit Pure Panel : l’Astra soigne le confort.':
    'AGR-certified ergonomic seats and the Pure Panel cockpit: the Astra puts comfort first.',
  'Le break pratique et efficient': 'The practical, efficient estate',
  'Jusqu’à 1 634 litres de chargement et un plancher Intelli-Space modulable.':
    'Up to 1,634 litres of load space and an adjustable Intelli-Space floor.',
  'Le SUV compact au caractère affirmé': 'The compact SUV with real character',
  'Le Mokka se distingue par son Opel Vizor et ses couleurs audacieuses.':
    'The Mokka stands out with its Opel Vizor and bold colours.',
  'Le grand SUV familial d’Opel': 'Opel’s large family SUV',
  'Le nouveau Grandland offre jusqu’à 520 km d’autonomie en électrique et un coffre de 550 litres.':
    'The new Grandland offers up to 520 km of electric range and a 550-litre boot.',
  'Le SUV familial au juste prix': 'The fairly priced family SUV',
  'Le Frontera propose le même prix en hybride et en électrique, et jusqu’à sept places.':
    'The Frontera costs the same as a hybrid or an electric, and seats up to seven.',
  'Le ludospace polyvalent': 'The versatile MPV',
  'Portes coulissantes, grand volume et version électrique : le Combo sert la famille comme l’artisan.':
    'Sliding doors, lots of room and an electric version: the Combo works for families and tradespeople alike.',
  'Le fourgon compact et efficace': 'The compact, efficient panel van',
  'Trois longueurs, jusqu’à 6,6 m³ et 350 km d’autonomie pour le Vivaro Electric.':
    'Three lengths, up to 6.6 m³ and 350 km of range for the Vivaro Electric.',
  'Le plus petit des Jeep, élu Voiture de l’année': 'The smallest Jeep, voted Car of the Year',
  'Compact et robuste, l’Avenger existe en hybride, en 4xe et en 100 % électrique.':
    'Compact and tough, the Avenger comes as a hybrid, as a 4xe and fully electric.',
  'Le SUV compact taillé pour l’aventure': 'The compact SUV cut out for adventure',
  'Le Compass 4xe combine transmission intégrale électrique et savoir-faire tout-terrain.':
    'The Compass 4xe combines electric all-wheel drive with Jeep’s off-road know-how.',
  'Le petit SUV au style iconique': 'The small SUV with iconic looks',
  'Calandre à sept fentes et capacités Trailhawk : le Renegade ne renie pas ses origines.':
    'A seven-slot grille and Trailhawk capability: the Renegade stays true to its roots.',
  'Le tout-terrain légendaire': 'The legendary off-roader',
  'Toit amovible, essieux rigides et hybride rechargeable 4xe : le Wrangler va partout.':
    'A removable roof, solid axles and a 4xe plug-in hybrid: the Wrangler goes anywhere.',
  'L’icône italienne devenue électrique': 'The Italian icon, now electric',
  'Jusqu’à 320 km d’autonomie en ville et un style qui ne se démode pas.':
    'Up to 320 km of range in town and a style that never dates.',
  'La citadine pratique par excellence': 'The practical city car par excellence',
  'Simple, robuste et économique, la Panda hybride reste une valeur sûre.':
    'Simple, tough and economical, the Panda Hybrid remains a safe bet.',
  'Le SUV compact au style 500': 'The compact SUV with 500 style',
  'Le 600 reprend le charme de la 500 dans un format familial, en hybride ou électrique.':
    'The 600 brings the charm of the 500 to a family-sized car, hybrid or electric.',
  'La compacte spacieuse et abordable': 'The roomy, affordable hatchback',
  'Un grand coffre et un équipement complet à un prix contenu.':
    'A big boot and full equipment at a sensible price.',
  'Le ludospace modulable': 'The flexible MPV',
  'Portes coulissantes et grand volume : le Doblo transporte famille et matériel.':
    'Sliding doors and lots of room: the Doblo carries the family and the kit.',
  'Le scorpion passe à l’électrique': 'The scorpion goes electric',
  'Générateur de son, 155 ch et châssis affûté : l’Abarth 500e reste une vraie Abarth.':
    'A sound generator, 155 hp and a sharpened chassis: the Abarth 500e is still a true Abarth.',
  'L’Abarth la plus puissante': 'The most powerful Abarth',
  'Jusqu’à 280 ch et un différentiel à glissement limité pour ce SUV compact sportif.':
    'Up to 280 hp and a limited-slip differential for this sporty compact SUV.',
  'La petite bombe thermique': 'The little petrol pocket rocket',
  'Le 1.4 T-Jet de 180 ch et l’échappement Record Monza pour des sensations intactes.':
    'The 180 hp 1.4 T-Jet and the Record Monza exhaust keep the thrills intact.',
  'Le premier SUV compact électrique d’Alfa Romeo': 'Alfa Romeo’s first compact electric SUV',
  'Le Junior apporte le design Alfa Romeo au segment des SUV urbains, en hybride ou électrique.':
    'The Junior brings Alfa Romeo design to the urban SUV class, hybrid or electric.',
  'Le SUV compact premium électrifié': 'The electrified premium compact SUV',
  'Le Tonale Plug-in Hybrid Q4 offre 280 ch et plus de 80 km en mode électrique.':
    'The Tonale Plug-in Hybrid Q4 delivers 280 hp and more than 80 km on electric power.',
  'La berline propulsion à l’italienne': 'The Italian rear-wheel-drive saloon',
  'Répartition des masses 50/50 et direction la plus directe du segment : la Giulia est une conductrice.':
    '50/50 weight distribution and the most direct steering in its class: the Giulia is a driver’s car.',
  'Le SUV sportif d’Alfa Romeo': 'Alfa Romeo’s sporty SUV',
  'Le Stelvio combine transmission intégrale Q4 et agilité digne d’une berline sportive.':
    'The Stelvio combines Q4 all-wheel drive with the agility of a sports saloon.',
  'La citadine légère et sobre': 'The light, frugal city car',
  'Moins d’une tonne et une hybridation légère : la Swift consomme à peine 4,4 l/100 km.':
    'Under a tonne and a mild hybrid: the Swift uses just 4.4 l/100 km.',
  'Le SUV compact à transmission AllGrip': 'The compact SUV with AllGrip four-wheel drive',
  'Le Vitara propose une vraie transmission intégrale à un prix accessible.':
    'The Vitara offers genuine four-wheel drive at an affordable price.',
  'Le SUV familial pratique': 'The practical family SUV',
  'Le S-Cross offre un grand coffre et un équipement complet dès la première finition.':
    'The S-Cross offers a big boot and full equipment from the entry-level trim.',
  'Le micro-SUV malin': 'The clever micro SUV',
  'Garde au sol relevée et transmission AllGrip en option : l’Ignis ne craint pas l’hiver.':
    'Raised ground clearance and optional AllGrip four-wheel drive: the Ignis is not afraid of winter.',
  'Le petit 4x4 culte': 'The cult little 4x4',
  'Châssis échelle et boîte de transfert : le Jimny utilitaire deux places passe partout.':
    'A ladder-frame chassis and a transfer box: the two-seat commercial Jimny gets through anywhere.',
  'La citadine full hybride de 194 ch': 'The 194 hp full-hybrid supermini',
  'La MG3 Hybrid+ offre une puissance rare dans sa catégorie pour une consommation minimale.':
    'The MG3 Hybrid+ offers power rare in its class for minimal fuel use.',
  'La compacte électrique à propulsion': 'The rear-wheel-drive electric hatchback',
  'Propulsion, répartition 50/50 et jusqu’à 520 km d’autonomie : la MG4 surprend.':
    'Rear-wheel drive, 50/50 weight distribution and up to 520 km of range: the MG4 surprises.',
  'Le SUV urbain bien équipé': 'The well-equipped urban SUV',
  'Le ZS hybride offre un équipement complet et une garantie de 7 ans.':
    'The ZS Hybrid comes fully equipped with a 7-year warranty.',
  'Le SUV familial généreux': 'The generous family SUV',
  'Le HS plug-in parcourt jusqu’à 100 km en électrique grâce à sa batterie de 24,7 kWh.':
    'With its 24.7 kWh battery, the HS plug-in covers up to 100 km on electric power.',
  'Le roadster électrique à portes papillon': 'The electric roadster with scissor doors',
  'Jusqu’à 510 ch, portes en élytre et toit souple électrique : la Cyberster renoue avec l’histoire de MG.':
    'Up to 510 hp, scissor doors and a power-operated soft top: the Cyberster reconnects with MG’s history.',
  'L’élégance italienne, version électrique': 'Italian elegance, electric',
  'La nouvelle Ypsilon marque le renouveau de Lancia avec un intérieur inspiré du design Cassina.':
    'The new Ypsilon marks Lancia’s revival, with an interior inspired by Cassina design.',
  'La supercar américaine à moteur central': 'The mid-engined American supercar',
  'V8 atmosphérique de 6,2 litres, 0 à 100 km/h en 3,5 s et toit targa amovible.':
    'A 6.2-litre naturally aspirated V8, 0 to 100 km/h in 3.5 s and a removable targa roof.',
  'La première Corvette hybride à quatre roues motrices':
    'The first all-wheel-drive hybrid Corvette',
  'Un moteur électrique sur l’essieu avant porte la puissance à 655 ch et le 0 à 100 km/h à 2,6 s.':
    'An electric motor on the front axle lifts output to 655 hp and cuts 0 to 100 km/h to 2.6 s.',
  'Le V8 atmosphérique le plus puissant de série':
    'The most powerful production naturally aspirated V8',
  'Vilebrequin à plat et 8 600 tr/min : la Z06 est née sur circuit.':
    'A flat-plane crank and 8,600 rpm: the Z06 was born on the track.',
}
