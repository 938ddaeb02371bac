import type fr from '../fr/lead-validation.ts'

/** The validation messages of the lead forms' shared schema in German. */
export default {
  required: 'Dieses Feld ist ein Pflichtfeld.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone:
    'Bitte geben Sie eine gültige Telefonnummer ein (Luxemburg, Frankreich, Belgien oder Deutschland), zum Beispiel +352 621 123 456.',
  name: 'Dieses Feld darf nur Buchstaben, Leerzeichen, Apostrophe und Bindestriche enthalten.',
  maxLength: (max: number) => `Dieses Feld darf höchstens ${max} Zeichen enthalten.`,
  choice: 'Bitte wählen Sie eine Option aus der Liste.',
  date: 'Bitte geben Sie ein gültiges Datum ein.',
  time: 'Bitte wählen Sie eine Uhrzeit.',
  slotUnavailable:
    'Dieser Termin ist nicht verfügbar: Das Autohaus ist zu dieser Zeit geschlossen oder das Datum liegt in der Vergangenheit. Bitte wählen Sie einen anderen Termin.',
  between: (min: number, max: number) =>
    `Bitte geben Sie eine ganze Zahl zwischen ${min} und ${max} ein.`,
  plate: 'Bitte geben Sie ein gültiges Kennzeichen ein, zum Beispiel AB 1234.',
  tyreSize: 'Bitte geben Sie die Reifengröße von der Reifenflanke ein, zum Beispiel 205/55 R16.',
  consent:
    'Bitte akzeptieren Sie die Datenschutzerklärung, damit wir Ihre Anfrage bearbeiten können.',
  invalid: 'Dieser Wert ist ungültig.',
  modelRequired: 'Bitte wählen Sie das Modell, das Sie Probe fahren möchten.',
} satisfies typeof fr
