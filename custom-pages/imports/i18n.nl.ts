/** Dutch messages (the English is in i18n.ts). */
export const nl = {
  caretaker: {
    imports: {
      title: 'Gegevens importeren',
      intro:
        'Vul de toepassing vanuit spreadsheets, in deze volgorde: scholen, hun contracten, gebruikers, wie voor welke school zorgt, dan de prijzenlijst (FSR). Download een sjabloon, vul het in Excel of als CSV in, controleer het en importeer het. Een bestand wordt in zijn geheel of helemaal niet geïmporteerd; hetzelfde bestand opnieuw importeren verandert niets.',
      kind: 'Wat importeren',
      kinds: {
        schools: 'Scholen',
        contracts: 'Schoolcontracten',
        users: 'Gebruikers',
        organisation: 'Operationeel managers en beheeragenten van scholen',
        fsr: 'FSR-posten (prijzenlijst)',
      },
      help: {
        schools: 'Eén rij per school. De sleutel wordt uit de naam gemaakt als die leeg blijft.',
        contracts: 'Eén rij per school en contractjaar (1 tot 5), bedragen in S$.',
        users:
          'Eén rij per gebruiker. Nieuwe gebruikers krijgen een e-mail om hun wachtwoord te kiezen; er is geen wachtwoordkolom.',
        organisation:
          'Eén rij per school, e-mails gescheiden door puntkomma’s. Een gevulde cel vervangt die lijst; een lege cel laat haar zoals ze is.',
        fsr: 'Eén rij per FSR-post, tarieven in S$. Een postnummer hoort bij één categorie; een bekend nummer in dezelfde categorie wordt bijgewerkt. Offertes houden de tarieven waarmee ze berekend zijn.',
      },
      key: 'Rijen worden aan bestaande records gekoppeld via: %{columns}.',
      columns: 'Kolommen (* verplicht):',
      template_xlsx: 'Excel-sjabloon',
      template_csv: 'CSV-sjabloon',
      file: 'Ingevuld bestand (.xlsx of .csv)',
      check: 'Bestand controleren',
      import: 'Importeren',
      choose: 'Kies eerst een bestand.',
      no_problems: 'Geen problemen gevonden.',
      imported: 'Geïmporteerd.',
      counts: '%{rows} rijen: %{create} nieuw, %{update} gewijzigd, %{unchanged} ongewijzigd.',
      problems:
        'Het bestand heeft 1 probleem; er is niets geïmporteerd. |||| Het bestand heeft %{smart_count} problemen; er is niets geïmporteerd.',
      first_shown: 'De eerste %{count} worden getoond.',
      report: 'Problemen van het bestand',
      row: 'Rij',
      column: 'Kolom',
      message: 'Probleem',
      done: 'Geïmporteerd',
      failed: 'Het bestand kon niet worden geïmporteerd.',
      none_allowed: 'Uw rol mag niets importeren.',
      running: 'Import loopt op de achtergrond: %{percent}%',
      progress: 'Voortgang van de import',
    },
  },
};
