/** Messages of the import screen (`caretaker.imports.*`); the specification has no such screen, so the words are ours. */
export const en = {
  caretaker: {
    imports: {
      title: 'Import data',
      intro:
        'Fill the application from spreadsheets, in this order: schools, their contracts, users, who looks after each school, then the schedule of rates (FSR). Download a template, fill it in Excel or as CSV, check it, then import it. A file is imported whole or not at all; importing the same file again changes nothing.',
      kind: 'What to import',
      kinds: {
        schools: 'Schools',
        contracts: 'School contracts',
        users: 'Users',
        organisation: 'Operations managers and managing agents of schools',
        fsr: 'FSR items (schedule of rates)',
      },
      help: {
        schools: 'One row per school. The slug is made from the name when left empty.',
        contracts: 'One row per school and contract year (1 to 5), amounts in S$.',
        users:
          'One row per user. New users receive an e-mail inviting them to choose their password; there is no password column.',
        organisation:
          'One row per school with e-mails separated by semicolons. A filled cell replaces that list; an empty cell leaves it as it is.',
        fsr: 'One row per FSR item, rates in S$. An item number belongs to one category; a known item number in the same category is updated. Quotations keep the rates they were priced with.',
      },
      key: 'Rows are matched to existing records by: %{columns}.',
      columns: 'Columns (* required):',
      template_xlsx: 'Excel template',
      template_csv: 'CSV template',
      file: 'Filled file (.xlsx or .csv)',
      check: 'Check file',
      import: 'Import',
      choose: 'Choose a file first.',
      no_problems: 'No problems found.',
      imported: 'Imported.',
      counts: '%{rows} rows: %{create} new, %{update} changed, %{unchanged} unchanged.',
      problems:
        'The file has 1 problem; nothing was imported. |||| The file has %{smart_count} problems; nothing was imported.',
      first_shown: 'The first %{count} are shown.',
      report: 'Problems of the file',
      row: 'Row',
      column: 'Column',
      message: 'Problem',
      done: 'Imported',
      failed: 'The file could not be imported.',
      none_allowed: 'Your role may not import anything.',
      running: 'Importing in the background: %{percent}%',
      progress: 'Import progress',
    },
  },
};
