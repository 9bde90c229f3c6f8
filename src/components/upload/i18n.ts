/** Messages of <FileUpload> (`caretaker.files.upload.*`); merged into the catalogue with the areas' (src/i18n/index.ts). */
export const en = {
  caretaker: {
    files: {
      upload: {
        drop_many: 'Drag and drop files here, or',
        drop_one: 'Drag and drop a file here, or',
        browse: 'Browse files',
        hint: 'Allowed: %{types}. Maximum %{max} per file.',
        chosen: 'Chosen files',
        progress: 'Upload progress of %{name}',
        cancel: 'Cancel upload of %{name}',
        remove: 'Remove %{name}',
        cancelled: 'Upload cancelled',
        refused_type: '%{name} is not an allowed file type. Allowed: %{types}.',
        refused_type_photo: 'Something went wrong. Invalid File Type (%{name})',
        refused_not_image: '%{name} is not an image',
        refused_size: '%{name} is too large. The maximum is %{max}.',
        refused_empty: '%{name} is empty.',
        single_only: 'Only one file can be uploaded.',
      },
    },
  },
};
