/** Messages of the signature block (merged by the areas that use it; French, German and Dutch in i18n.<locale>.ts). */
export const en = {
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
};
