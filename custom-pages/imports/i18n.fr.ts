/** French messages (the English is in i18n.ts). */
export const fr = {
  caretaker: {
    imports: {
      title: 'Importer des données',
      intro:
        "Remplissez l'application à partir de tableurs, dans cet ordre : écoles, leurs contrats, utilisateurs, qui s'occupe de chaque école, puis le bordereau de prix (FSR). Téléchargez un modèle, remplissez-le dans Excel ou en CSV, vérifiez-le, puis importez-le. Un fichier est importé entièrement ou pas du tout ; importer le même fichier une seconde fois ne change rien.",
      kind: 'Quoi importer',
      kinds: {
        schools: 'Écoles',
        contracts: 'Contrats des écoles',
        users: 'Utilisateurs',
        organisation: "Responsables d'exploitation et agents gestionnaires des écoles",
        fsr: 'Articles FSR (bordereau de prix)',
      },
      help: {
        schools: "Une ligne par école. L'identifiant est tiré du nom s'il est laissé vide.",
        contracts: 'Une ligne par école et année de contrat (1 à 5), montants en S$.',
        users:
          "Une ligne par utilisateur. Les nouveaux utilisateurs reçoivent un e-mail les invitant à choisir leur mot de passe ; il n'y a pas de colonne de mot de passe.",
        organisation:
          'Une ligne par école, e-mails séparés par des points-virgules. Une cellule remplie remplace cette liste ; une cellule vide la laisse telle quelle.',
        fsr: "Une ligne par article FSR, prix en S$. Un numéro d'article appartient à une catégorie ; un numéro connu dans la même catégorie est mis à jour. Les devis gardent les prix avec lesquels ils ont été établis.",
      },
      key: 'Les lignes sont rapprochées des enregistrements existants par : %{columns}.',
      columns: 'Colonnes (* obligatoire) :',
      template_xlsx: 'Modèle Excel',
      template_csv: 'Modèle CSV',
      file: 'Fichier rempli (.xlsx ou .csv)',
      check: 'Vérifier le fichier',
      import: 'Importer',
      choose: "Choisissez d'abord un fichier.",
      no_problems: 'Aucun problème trouvé.',
      imported: 'Importé.',
      counts: '%{rows} lignes : %{create} nouvelles, %{update} modifiées, %{unchanged} inchangées.',
      problems:
        "Le fichier a 1 problème ; rien n'a été importé. |||| Le fichier a %{smart_count} problèmes ; rien n'a été importé.",
      first_shown: 'Les %{count} premiers sont affichés.',
      report: 'Problèmes du fichier',
      row: 'Ligne',
      column: 'Colonne',
      message: 'Problème',
      done: 'Importé',
      failed: "Le fichier n'a pas pu être importé.",
      none_allowed: "Votre rôle ne permet pas d'importer.",
      running: 'Import en arrière-plan : %{percent} %',
      progress: "Avancement de l'import",
    },
  },
};
