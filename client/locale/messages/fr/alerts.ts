/** The alert forms' text in French: "Créer une alerte" on the stock overview, "Suivre ce véhicule". */
export default {
  search: {
    open: 'Créer une alerte',
    intro: 'Recevez par e-mail les nouveaux véhicules qui correspondent à cette recherche.',
    submit: 'Créer l’alerte',
  },
  vehicle: {
    open: 'Suivre ce véhicule',
    intro: 'Recevez un e-mail si le prix de ce véhicule baisse.',
    submit: 'Suivre le prix',
  },
  email: 'Adresse e-mail',
  frequency: 'Fréquence des e-mails',
  frequencies: {
    immediate: 'Dès qu’un véhicule arrive',
    daily: 'Une fois par jour au plus',
    weekly: 'Une fois par semaine au plus',
  },
  /** Under the button: what happens to the address (docs/privacy.md). */
  privacy:
    'Vous recevrez d’abord un e-mail de confirmation. Votre adresse ne sert qu’à cette alerte et est effacée dès que vous vous désinscrivez ; chaque e-mail contient un lien de désinscription.',
  /** The honeypot's label, read by no one but robots. */
  honeypot: 'Laissez ce champ vide',
}
