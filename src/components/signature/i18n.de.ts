/** German messages of the signature block (the English is in i18n.ts). */
export const de = {
  caretaker: {
    signature: {
      option: 'Unterschrift',
      draw: 'Unterschrift zeichnen',
      upload: 'Unterschrift hochladen',
      mine: 'Meine Unterschrift verwenden',
      pad: 'Unterschriftenfeld: %{title}',
      clear: 'Löschen',
      choose_file: 'Bild auswählen',
      name: 'Name',
      details: 'Angaben zur Unterschrift',
      none: 'Noch nicht unterschrieben',
    },
  },
};
