import type { BlockName } from '../../client/blocks/block-names.ts'

/**
 * What the block schemas cannot say about their fields, for the editors of the Storyblok space:
 * each field's French label and help text, shared by name, and the few hints zod has no word for
 * (a long text edited in a text area, a date, a pick list read from a datasource or from
 * stories). A component's own name and purpose sit beside its schema (`.meta({ title,
 * description })` in its `schema.ts`). `component-definitions.ts` fails on a block or a field
 * without its French text (docs/decisions/0046, 0070).
 */

export type FieldHint =
  | { as?: undefined }
  | { as: 'textarea' | 'datetime' }
  | { as: 'datasource'; datasource: string }
  | { as: 'stories'; contentTypes: string[] }

export type FieldText = {
  label?: string
  description?: string
  /** Translated although its name is not in TRANSLATABLE_TEXT_FIELDS (the demo translates it). */
  translatable?: true
} & FieldHint

/** The three groups of the block library. */
export const GROUP_NAMES = {
  sections: 'Sections de page',
  nested: 'Éléments imbriqués',
  contentTypes: 'Types de contenu',
} as const

/** Labels by field name, shared by every block that has the field. */
export const fieldTexts: Record<string, FieldText> = {
  title: { label: 'Titre' },
  subtitle: { label: 'Sous-titre', as: 'textarea' },
  intro: { label: 'Introduction', as: 'textarea' },
  text: { label: 'Texte', as: 'textarea' },
  teaser: { label: 'Accroche', description: 'Résumé affiché dans les listes.', as: 'textarea' },
  label: { label: 'Libellé' },
  link: { label: 'Lien' },
  link_label: { label: 'Libellé du lien' },
  badge: { label: 'Pastille', description: 'Court texte mis en avant sur la carte (« Nouveau »).' },
  caption: { label: 'Légende', as: 'textarea' },
  question: { label: 'Question' },
  answer: { label: 'Réponse' },
  quote: { label: 'Citation', as: 'textarea' },
  name: { label: 'Nom' },
  job_title: { label: 'Fonction' },
  email: { label: 'E-mail' },
  phone: { label: 'Téléphone' },
  photo: { label: 'Photo' },
  image: { label: 'Image' },
  image_mobile: {
    label: 'Image mobile',
    description: 'Recadrage portrait pour les petits écrans ; vide : l’image principale.',
  },
  image_position: { label: 'Position de l’image' },
  images: { label: 'Images' },
  poster: { label: 'Image d’aperçu' },
  buttons: { label: 'Boutons' },
  cards: { label: 'Cartes' },
  slides: { label: 'Diapositives' },
  employees: { label: 'Collaborateurs' },
  items: { label: 'Questions' },
  body: { label: 'Sections', description: 'Les blocs de la page, dans l’ordre d’affichage.' },
  background: { label: 'Fond' },
  height: { label: 'Hauteur' },
  overlay: { label: 'Voile sur l’image' },
  text_position: { label: 'Position du texte' },
  layout: { label: 'Présentation' },
  columns: { label: 'Colonnes' },
  autoplay: { label: 'Défilement automatique' },
  variant: { label: 'Style' },
  size: { label: 'Taille' },
  icon: { label: 'Icône', description: 'Nom d’icône ; vide : la flèche par défaut.' },
  icon_position: { label: 'Position de l’icône' },
  full_width: { label: 'Pleine largeur' },
  on_dark_background: { label: 'Sur fond sombre' },
  disabled: { label: 'Désactivé' },
  location: {
    label: 'Concession',
    description: 'Identifiant de la concession (ex. « bertrange »).',
    as: 'datasource',
    datasource: 'concessions',
  },
  locations: {
    label: 'Concessions',
    description: 'Vide : toutes les concessions.',
    as: 'datasource',
    datasource: 'concessions',
  },
  brand: { label: 'Marque', as: 'datasource', datasource: 'marques' },
  brands: {
    label: 'Marques',
    description: 'Dans l’ordre d’affichage ; vide : toutes les marques.',
    as: 'datasource',
    datasource: 'marques',
  },
  model: { label: 'Modèle', description: 'Identifiant du modèle dans l’URL (ex. « tucson »).' },
  condition: { label: 'État (neuf / occasion)' },
  fuel: { label: 'Carburant' },
  body_style: { label: 'Carrosserie' },
  count: { label: 'Nombre affiché' },
  per_page: { label: 'Articles par page' },
  tag: { label: 'Étiquette', description: 'Ne montrer que les articles portant cette étiquette.' },
  overview_link: { label: 'Lien vers toutes les actualités' },
  category: { label: 'Catégorie' },
  department: { label: 'Service' },
  show_map: { label: 'Afficher la carte' },
  show_opening_hours: { label: 'Afficher les horaires' },
  show_filters: { label: 'Afficher les filtres' },
  show_quick_search: { label: 'Afficher la recherche rapide' },
  show_contract_terms: { label: 'Afficher les conditions du contrat' },
  show_request_form: { label: 'Afficher le formulaire de demande' },
  provider: { label: 'Plateforme vidéo' },
  video_id: {
    label: 'Identifiant de la vidéo',
    description: 'La partie de l’adresse après « v= » (YouTube) ou le numéro (Vimeo).',
  },
  url: {
    label: 'Adresse (https)',
    description: 'Seules les origines autorisées par le site sont affichées.',
  },
  form: { label: 'Type de formulaire' },
  success_message: { label: 'Message de confirmation', as: 'textarea' },
  service: { label: 'Prestation' },
  entry_type: { label: 'Accès par' },
  lease_type: { label: 'Type de leasing' },
  offer: { label: 'Offre', description: 'Identifiant de l’offre de leasing.' },
  default_price: { label: 'Prix de départ (€)' },
  default_duration: { label: 'Durée de départ (mois)' },
  default_deposit: { label: 'Acompte de départ (€)' },
  default_residual_percent: { label: 'Valeur résiduelle de départ (%)' },
  interest_rate: { label: 'Taux d’intérêt (%)' },
  disclaimer: { label: 'Mention légale', as: 'textarea' },
  references: {
    label: 'Contenus partagés',
    description: 'Un ou plusieurs contenus « Global » dont les blocs sont repris ici.',
    as: 'stories',
    contentTypes: ['global'],
  },
  children: { label: 'Sous-liens' },
  links: { label: 'Liens' },
  platform: { label: 'Réseau' },
  navigation: { label: 'Menu principal' },
  top_bar_text: { label: 'Texte de la barre du haut' },
  top_bar_link: { label: 'Lien de la barre du haut' },
  top_bar_links: { label: 'Liens de la barre du haut' },
  footer_columns: { label: 'Colonnes du pied de page' },
  footer_legal_links: { label: 'Liens légaux du pied de page' },
  footer_text: { label: 'Texte du pied de page', as: 'textarea' },
  social_links: { label: 'Réseaux sociaux' },
  hide_breadcrumbs: { label: 'Masquer le fil d’Ariane' },
  date: {
    label: 'Date',
    description: 'Date de l’article ; les listes trient par cette date.',
    as: 'datetime',
  },
  contract: { label: 'Contrat' },
  hours: { label: 'Temps de travail' },
  seo: {
    label: 'SEO',
    description: 'Titre et description pour Google et les réseaux sociaux (app « SEO »).',
  },
  noindex: { label: 'Ne pas indexer', description: 'Cache la page aux moteurs de recherche.' },
  visible_from: {
    label: 'Visible à partir du',
    description:
      'Vide : dès la publication. Heure UTC ; le bloc apparaît sans nouvelle publication.',
    as: 'datetime',
  },
  visible_until: {
    label: 'Visible jusqu’au',
    description:
      'Vide : sans fin. Heure UTC ; le bloc disparaît à cette date sans nouvelle publication.',
    as: 'datetime',
  },
  breadcrumb_title: {
    label: 'Titre dans le fil d’Ariane',
    description: 'Vide : le titre de la page.',
    translatable: true,
  },
}

/** Where a field of one block differs from the glossary above. */
export const fieldOverrides: Partial<Record<BlockName, Record<string, FieldText>>> = {
  model_page: {
    category: { label: 'Catégorie', description: 'Véhicule particulier ou utilitaire.' },
  },
  brand_page: {
    brand: {
      label: 'Marque',
      description: 'La marque de la page.',
      as: 'datasource',
      datasource: 'marques',
    },
  },
  embedded_recruitment_widget: {
    department: { label: 'Service', description: 'Vide : tous les services.' },
  },
}

/**
 * French names of option values (the value itself is what the site reads and stays as it is).
 * Fuels and body styles take the site's own French catalogue (component-definitions.ts).
 */
export const optionLabels: Record<string, string> = {
  small: 'Petite',
  medium: 'Moyenne',
  large: 'Grande',
  none: 'Aucun',
  light: 'Clair',
  dark: 'Sombre',
  left: 'À gauche',
  right: 'À droite',
  center: 'Au centre',
  all: 'Tous',
  new: 'Neuf',
  used: 'Occasion',
  white: 'Blanc',
  cards: 'Cartes',
  list: 'Liste',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  contact: 'Contact',
  test_drive: 'Essai routier',
  tyre_appointment: 'Rendez-vous pneus',
  tyre_quote: 'Devis pneus',
  business_lease: 'Leasing professionnel',
  fleet: 'Flotte d’entreprise',
  bodywork_quote: 'Devis carrosserie',
  job_application: 'Candidature',
  workshop: 'Atelier',
  tyres: 'Pneus',
  bodywork: 'Carrosserie',
  sales: 'Vente',
  private: 'Particulier',
  business: 'Professionnel',
  body_style: 'Carrosserie',
  brand: 'Marque',
  fuel: 'Carburant',
  primary: 'Principal',
  secondary: 'Secondaire',
  tertiary: 'Tertiaire',
  ghost: 'Transparent',
  start: 'Avant le texte',
  end: 'Après le texte',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
  passenger: 'Véhicule particulier',
  utility: 'Véhicule utilitaire',
  cdi: 'CDI',
  cdd: 'CDD',
  apprentissage: 'Apprentissage',
  stage: 'Stage',
  interim: 'Intérim',
  full_time: 'Temps plein',
  part_time: 'Temps partiel',
}
