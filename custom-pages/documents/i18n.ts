/**
 * Messages of the document repository (`resources.document-repository.*`, `caretaker.documents.*`) and of the
 * shared file components it uses (`caretaker.files.*`), in the four interface languages. English is the
 * specification's wording (spec part 1 §2.4, §5, §8).
 */

const ROUTE = 'document-repository';

export const en = {
  resources: {
    [ROUTE]: {
      name: 'Document |||| Documents',
      fields: {
        name: 'Name',
        category: 'Category',
        description: 'Description',
        attachments: 'Files',
        created_by: 'Created by',
        updated_at: 'Updated at',
        actions: 'Actions',
      },
      notifications: {
        created: 'Successfully created document repository',
        updated: 'Successfully updated document repository',
        deleted: 'Successfully deleted document repository',
      },
    },
  },
  caretaker: {
    documents: {
      list_title: 'Document list',
      create_title: 'Create document',
      edit_title: 'Edit document',
      breadcrumb: 'Breadcrumb',
      create: 'Create',
      edit: 'Edit',
      search: 'Search by name',
      files: 'Files',
      existing_files: 'Uploaded files',
      required: 'This field is required',
      file_required: 'File upload is required',
      categories: {
        north: 'north',
        'north-east': 'north-east',
        east: 'east',
        south: 'south',
        'south-west': 'south-west',
        west: 'west',
      },
    },
  },
};
