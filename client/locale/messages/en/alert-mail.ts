import type fr from '../fr/alert-mail.ts'

/** The alerts' e-mails and answer pages in German (worker/alerts/, the Worker only). */
export default {
  pages: {
    title: 'E-Mail-Benachrichtigung',
    checkMail:
      'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Klicken Sie auf den Link darin, um Ihren Suchauftrag zu aktivieren. Ohne Bestätigung wird Ihre Adresse innerhalb von 48 Stunden gelöscht.',
    confirmed:
      'Ihr Suchauftrag ist aktiv: Wir schreiben Ihnen, sobald sich der Bestand für Sie ändert. Jede E-Mail enthält einen Abmeldelink.',
    invalidLink:
      'Dieser Link ist nicht oder nicht mehr gültig. Erstellen Sie einen neuen Suchauftrag im Bestand.',
    unsubscribeQuestion: 'Diese Benachrichtigung nicht mehr erhalten?',
    unsubscribeButton: 'Abmelden',
    unsubscribed:
      'Sie sind abgemeldet: Sie erhalten diese Benachrichtigung nicht mehr, und Ihre Adresse wurde gelöscht.',
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.lu.',
    invalidForm:
      'Dieser Suchauftrag konnte nicht erstellt werden. Kehren Sie zum Bestand zurück und versuchen Sie es erneut.',
    rateLimited: 'Zu viele Anfragen in kurzer Zeit. Versuchen Sie es in einigen Minuten erneut.',
    crossSite: 'Diese Anfrage kommt nicht von unserer Website: Sie wurde abgelehnt.',
    unavailable:
      'Ihr Suchauftrag konnte gerade nicht gespeichert werden. Versuchen Sie es in einigen Minuten erneut.',
    back: 'Zurück zum Bestand',
    backToSearch: 'Meine Suche ansehen',
    backToVehicle: 'Fahrzeug ansehen',
  },
  confirm: {
    subject: 'Bestätigen Sie Ihren Suchauftrag',
    search: 'Sie möchten neue Fahrzeuge zu dieser Suche erhalten:',
    vehicle: (title: string) =>
      `Sie möchten benachrichtigt werden, wenn der Preis dieses Fahrzeugs sinkt: ${title}`,
    action: 'Benachrichtigung aktivieren',
    ignore:
      'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ohne Bestätigung wird Ihre Adresse innerhalb von 48 Stunden gelöscht.',
  },
  matches: {
    subject: (count: number) =>
      count === 1 ? 'Ein neues Fahrzeug für Ihre Suche' : `${count} neue Fahrzeuge für Ihre Suche`,
    intro: 'Diese Fahrzeuge sind neu in unserem Bestand und passen zu Ihrer Suche:',
    more: (count: number) => (count === 1 ? 'Und 1 weiteres.' : `Und ${count} weitere.`),
    seeAll: 'Die ganze Suche ansehen',
  },
  priceDrop: {
    subject: (title: string) => `Preis gesenkt: ${title}`,
    headline: 'Preis gesenkt',
    intro: (before: string, now: string) =>
      `Der Preis des Fahrzeugs, das Sie beobachten, ist von ${before} auf ${now} gesunken.`,
    see: 'Fahrzeug ansehen',
  },
  footer:
    'Sie erhalten diese E-Mail, weil Sie diese Benachrichtigung auf unserer Website erstellt haben.',
  unsubscribe: 'Abmelden',
} satisfies typeof fr
