/** French messages of the signature block (the English is in i18n.ts). */
export const fr = {
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
};
