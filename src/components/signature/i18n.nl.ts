/** Dutch messages of the signature block (the English is in i18n.ts). */
export const nl = {
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
};
