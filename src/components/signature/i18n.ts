/** Messages of the signature block, in the four interface languages (merged by the areas that use it). */
export const signatureMessages = {
  en: {
    caretaker: {
      signature: {
        option: 'Signature',
        draw: 'Draw signature',
        upload: 'Upload signature',
        mine: 'Use my signature',
        pad: 'Signature pad: %{title}',
        clear: 'Clear',
        choose_file: 'Choose image',
        name: 'Name',
        details: 'Signature details',
        none: 'Not signed yet',
      },
    },
  },
  fr: {
    caretaker: {
      signature: {
        option: 'Signature',
        draw: 'Dessiner la signature',
        upload: 'Téléverser une signature',
        mine: 'Utiliser ma signature',
        pad: 'Zone de signature : %{title}',
        clear: 'Effacer',
        choose_file: 'Choisir une image',
        name: 'Nom',
        details: 'Détails de la signature',
        none: 'Pas encore signé',
      },
    },
  },
  de: {
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
  },
  nl: {
    caretaker: {
      signature: {
        option: 'Handtekening',
        draw: 'Handtekening tekenen',
        upload: 'Handtekening uploaden',
        mine: 'Mijn handtekening gebruiken',
        pad: 'Handtekeningveld: %{title}',
        clear: 'Wissen',
        choose_file: 'Afbeelding kiezen',
        name: 'Naam',
        details: 'Gegevens handtekening',
        none: 'Nog niet ondertekend',
      },
    },
  },
};
