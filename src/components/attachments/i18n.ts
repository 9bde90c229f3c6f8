/** Messages of <AttachmentList> (`caretaker.files.attachments.*`); merged into the catalogue with the areas' (src/i18n/index.ts). */
export const en = {
  caretaker: {
    files: {
      attachments: {
        title: 'Files',
        empty: 'No files',
        preview: 'Preview %{name}',
        download: 'Download %{name}',
        delete: 'Delete %{name}',
        delete_title: 'Delete file',
        delete_confirm: 'Are you sure you want to delete this file?',
        deleted: 'Successfully deleted file',
      },
    },
  },
};
