/**
 * Messages of the quotation and FSR screens in the four interface languages. English is the
 * specification's wording (spec part 2 §2, §5, §8); validation texts come from domain/quotationValidation.ts.
 * Merged into the catalogue by src/i18n (any `custom-pages/<area>/i18n.ts`).
 */
import { QUOTATION_MSG } from '../../domain/quotationValidation.js';
import { fsrSchema } from '../../schemas/fsr.js';
import { schemaMessages } from '../../src/generator/i18n.js';
import { signatureMessages } from '../../src/components/signature/i18n.js';
import { deepMerge } from '../../src/i18n/merge.js';
import type { Messages } from '../../src/i18n/en.js';

const STATUS_EN = {
  DRAFT: 'Draft', PENDING: 'Pending', PENDING_TC: 'Pending TC', PENDING_MA: 'Pending MA', REJECTED: 'Rejected', ACKNOWLEDGE: 'Acknowledged',
  APPROVED: 'Approved', COMPLETED: 'Completed', VOID: 'Void', 'PARTIAL-CLAIM': 'Partial claim', 'FULLY-CLAIM': 'Fully claimed',
  WSO_PENDING_CREATION: 'WSO pending creation', WSO_PENDING_MA: 'WSO pending MA', WSO_PENDING_OM: 'WSO pending OM', WSO_REJECTED: 'WSO rejected',
  VERIFIED: 'Verified',
};

const quotationsEn = {
  breadcrumb: 'Breadcrumb',
  list: { title: 'Quotation list' },
  form: { title: '%{mode} quotation', mode_create: 'Create', mode_edit: 'Edit', mode_sign: 'Sign', mode_view: 'View', header: 'Quotation details' },
  items: {
    title: 'Quotation items', serial_no: 'S/N', item_number: 'Item no.', description: 'Description', quantity: 'Quantity', unit: 'Unit',
    rate: 'Rate (S$)', amount: 'Amount (S$)', row_actions: 'Actions for row', star_rate: 'Star rate', remove_discount: 'Remove discount',
    empty: 'No items yet. Use Add item to choose FSR items.', insert: 'Insert FSR item', replace: 'Replace FSR item', add_header: 'Add header',
    edit_header: 'Edit header', add_note: 'Add note', edit_note: 'Edit note', minimum: 'Minimum charge is S$ %{minimum}', apply_discount: 'Apply discount', remove: 'Remove', add_item: 'Add item',
    add_star_rate: 'Add star rate', sort: 'Sort by serial number', apply_discounts: 'Apply discounts',
  },
  totals: {
    title: 'Quotation totals', fsr_total: 'FSR total', custodial_total: 'Custodial discount', fsr_final_total: 'FSR total after discount',
    fsr_less: 'Less %{percent}%', fsr_sub_total: 'FSR sub total', star_rate_total: 'Star rate total', star_rate_add: 'Add %{percent}%',
    star_rate_sub_total: 'Star rate sub total', sub_total: 'Sub total', gst: 'GST %{percent}%', total: 'Total',
  },
  fields: {
    school: 'School', date: 'Date', attention: 'Attention', cc: 'CC', telephone: 'Telephone', fax: 'Fax', location: 'Location', job_type: 'Job type',
    trade: 'Trade', job: 'Job', remarks: 'Remarks', supporting_documents: 'Supporting documents', status: 'Status', document_type: 'Document type',
    epo_reference_no: 'EPO reference number', epi_reference_no: 'EPI reference number', source_fund: 'Source fund', file_name: 'File name',
    order: 'Order', report: 'Include in report', custodial_discount_quantity: 'Quantity', custodial_discount_description: 'Description',
    discount_application: 'Apply to', header: 'Header', note: 'Note', position: 'Position', rate: 'Rate', unit: 'Unit', category: 'Category',
    item_description: 'Item description',
  },
  actions: {
    submit: 'Submit', draft: 'Draft', preview: 'Preview', void: 'Void', reject: 'Reject', clone: 'Clone', delete: 'Delete',
    post_approval: 'Post approval', moe_fund_approve: 'MOE fund approval', wso: 'Work service order', create_claim: 'Create claim',
    update_attachments: 'Update attachments', regenerate_report: 'Regenerate report', report: 'PDF report', documents: 'Documents', menu: 'Actions for %{reference}', apply: 'Apply', insert: 'Insert', replace: 'Replace',
  },
  modals: {
    void_title: 'Void quotation', void_confirm: 'Are you sure you want to void this item?',
    reject_title: 'Reject quotation', reject_confirm: 'Are you sure you want to reject this item?',
    clone_title: 'Clone quotation', delete_title: 'Delete quotation', delete_confirm: 'Are you sure you want to delete this item?',
    regenerate_title: 'Regenerate report', regenerate_confirm: 'Are you sure you want to generate this report?',
    regenerate_note: 'Report will take an estimate of 3 minutes to be generated',
    discount_title: 'Apply discounts', discount_selected: 'Selected item', discount_all: 'All items (except star rates)',
    header_title: 'Add header', note_title: 'Add note', insert_title: 'Insert FSR item', position_up: 'Up', position_down: 'Down',
    replace_title: 'Replace FSR item', star_rate_title: 'Add star rate', post_approval_title: 'Post approval', moe_title: 'MOE fund approval',
    attachments_title: 'Update attachments',
  },
  msg: { ...QUOTATION_MSG },
  notify: {
    created: 'Successfully created quotation', updated: 'Successfully updated quotation', verified: 'Successfully verified quotation',
    rejected: 'Successfully rejected quotation', voided: 'Successfully voided quotation', cloned: 'Successfully cloned quotation',
    deleted: 'Successfully deleted quotation', regenerated: 'Successfully regenerated report. Please wait for 3 minutes.',
    attachments_updated: 'Successfully updated attachments', star_rate_created: 'Successfully created star rate', fsr_added: 'Successfully added FSR item',
    server_error: 'Something went wrong with the server',
  },
  status: STATUS_EN,
  banner: {
    title: 'Work completion', reference_number: 'Reference number', status: 'Quotation status', quotation_sla: 'Quotation SLA',
    claim_status: 'Claim status', claim_sla: 'Claim SLA', epo_reference_no: 'EPO reference number', epi_reference_no: 'EPI reference number',
  },
  documents: { title: 'Documents', none: 'No documents', uploaded_by: 'Uploaded by %{name}', delete: 'Delete %{name}', delete_title: 'Delete file', delete_confirm: 'Are you sure you want to delete this file?', deleted: 'Successfully deleted file' },
  history: {
    title: 'Status history', empty: 'No status history available', user: 'User', approval_type: 'Approval type', status: 'Status',
    remarks: 'Remarks', signature: 'Signature', date: 'Date',
  },
  versions: { title: 'Work flow history', empty: 'No versions yet', version: 'Version %{version}' },
  signatures: { prepared: 'Prepared by', checked: 'Checked and certified' },
  verification: {
    title: 'Verification', status: 'Verification status', VERIFIED: 'Verified', ACKNOWLEDGE: 'Acknowledge and route', REJECTED: 'Rejected',
    next_approval: 'Next approver', remarks: 'Remarks', confirm_title: 'Verify quotation',
    confirm_south: 'Are you sure you want to VERIFY this quotation? If yes, this will be verified and forwarded to TC for approval.',
  },
  filters: {
    reference_number: 'Reference number', school: 'School', all: 'All', status: 'Quotation status', wso_status: 'WSO status',
    claim_status: 'Pending claim status', job: 'Job', start_date: 'Start date', end_date: 'End date', zone: 'Zone', search: 'Search',
  },
  columns: {
    reference_number: 'Reference number', school: 'School', date: 'Date', job: 'Job', trade: 'Trade', status: 'Status',
    claim_status: 'Claim status', wso_status: 'WSO status', total_amount: 'Total amount', actions: 'Actions',
  },
  fsr: { none: 'No FSR items found', item: 'FSR item' },
  add_items: { title: 'Add quotation items', search: 'Search FSR items', add: 'Add selected item |||| Add %{smart_count} selected items' },
  preview: { title: 'Preview' },
  common: { yes: 'Yes', no: 'No' },
};

const fsrEn = {
  required: 'This item is required.', numeric: 'Must be a number.',
  fields: {
    category: 'Category', section: 'Section', section_description: 'Section description', item_number: 'Item number',
    item_group_description: 'Item group description', item_description: 'Item description', unit: 'Unit', rate: 'Rate (S$)',
  },
  row: 'Category %{block}, row %{row}', remove_row: 'Remove row', add_row: 'Add row', block: 'Category %{n}', remove_block: 'Remove category',
  add_block: 'Add category', breadcrumb: 'Breadcrumb', list: 'FSR list', create: 'Create', title: 'Create FSR', submit: 'Submit', created: 'Successfully created site',
  import: {
    button: 'Import', title: 'Import a schedule of rates', file: 'Schedule of rates (.xlsx)', submit: 'Import', choose: 'Please upload a file to proceed.', done: 'Successfully imported FSR items',
    help: 'First worksheet, first row the column names: category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (optional). A file with any error is not imported.',
    report: 'Rows with errors', row: 'Row', field: 'Column', message: 'Error',
  },
};

const FSR = fsrSchema['x-resource'].route;

export const en: Messages = deepMerge(signatureMessages.en as Messages, {
  resources: {
    [FSR]: { ...schemaMessages(fsrSchema, 'FSR'), notifications: { updated: 'Successfully updated FSR item', deleted: 'Successfully deleted FSR item', created: 'Successfully added FSR item' } },
    'works-order/quotation-list': { name: 'Quotation |||| Quotations' },
  },
  caretaker: { quotations: quotationsEn, fsr: fsrEn },
} as unknown as Messages);

export const fr: Messages = deepMerge(signatureMessages.fr as Messages, {
  resources: {
    [FSR]: {
      name: 'FSR |||| FSR',
      fields: { id: 'ID', category: 'Catégorie', section: 'Section', section_description: 'Description de la section', item_number: "Numéro d'article", item_group_description: 'Description du groupe', name: "Description de l'article", unit: 'Unité', rate: 'Tarif (S$)', minimum: 'Montant minimum (S$)', is_star_rate: 'Tarif étoile', created_at: 'Créé le', updated_at: 'Mis à jour le' },
      notifications: { updated: 'Article FSR mis à jour', deleted: 'Article FSR supprimé', created: 'Article FSR ajouté' },
    },
    'works-order/quotation-list': { name: 'Devis |||| Devis' },
  },
  caretaker: {
    quotations: {
      breadcrumb: "Fil d'Ariane",
      list: { title: 'Liste des devis' },
      form: { title: '%{mode} le devis', mode_create: 'Créer', mode_edit: 'Modifier', mode_sign: 'Signer', mode_view: 'Afficher', header: 'Détails du devis' },
      items: {
        title: 'Articles du devis', serial_no: 'N°', item_number: "N° d'article", description: 'Description', quantity: 'Quantité', unit: 'Unité',
        rate: 'Tarif (S$)', amount: 'Montant (S$)', row_actions: 'Actions de la ligne', star_rate: 'Tarif étoile', remove_discount: 'Retirer la remise',
        empty: 'Aucun article. Utilisez « Ajouter un article » pour choisir des articles FSR.', insert: 'Insérer un article FSR', replace: "Remplacer l'article FSR",
        add_header: 'Ajouter un titre', edit_header: 'Modifier le titre', add_note: 'Ajouter une note', edit_note: 'Modifier la note', minimum: 'Montant minimum : S$ %{minimum}', apply_discount: 'Appliquer une remise', remove: 'Supprimer',
        add_item: 'Ajouter un article', add_star_rate: 'Ajouter un tarif étoile', sort: 'Trier par numéro', apply_discounts: 'Appliquer des remises',
      },
      totals: {
        title: 'Totaux du devis', fsr_total: 'Total FSR', custodial_total: 'Remise de gardiennage', fsr_final_total: 'Total FSR après remise',
        fsr_less: 'Moins %{percent} %', fsr_sub_total: 'Sous-total FSR', star_rate_total: 'Total tarifs étoile', star_rate_add: 'Plus %{percent} %',
        star_rate_sub_total: 'Sous-total tarifs étoile', sub_total: 'Sous-total', gst: 'TPS %{percent} %', total: 'Total',
      },
      fields: {
        school: 'École', date: 'Date', attention: "À l'attention de", cc: 'Copie', telephone: 'Téléphone', fax: 'Fax', location: 'Lieu', job_type: 'Type de travaux',
        trade: 'Corps de métier', job: 'Travaux', remarks: 'Remarques', supporting_documents: 'Pièces justificatives', status: 'Statut', document_type: 'Type de document',
        epo_reference_no: 'Référence EPO', epi_reference_no: 'Référence EPI', source_fund: 'Source de financement', file_name: 'Nom du fichier',
        order: 'Ordre', report: 'Inclure dans le rapport', custodial_discount_quantity: 'Quantité', custodial_discount_description: 'Description',
        discount_application: 'Appliquer à', header: 'Titre', note: 'Note', position: 'Position', rate: 'Tarif', unit: 'Unité', category: 'Catégorie',
        item_description: "Description de l'article",
      },
      actions: {
        submit: 'Soumettre', draft: 'Brouillon', preview: 'Aperçu', void: 'Annuler le devis', reject: 'Rejeter', clone: 'Dupliquer', delete: 'Supprimer',
        post_approval: 'Post-approbation', moe_fund_approve: 'Approbation fonds MOE', wso: 'Bon de travail', create_claim: 'Créer une réclamation',
        update_attachments: 'Mettre à jour les pièces jointes', regenerate_report: 'Régénérer le rapport', report: 'Rapport PDF', documents: 'Documents', menu: 'Actions pour %{reference}', apply: 'Appliquer', insert: 'Insérer', replace: 'Remplacer',
      },
      modals: {
        void_title: 'Annuler le devis', void_confirm: 'Voulez-vous vraiment annuler cet élément ?',
        reject_title: 'Rejeter le devis', reject_confirm: 'Voulez-vous vraiment rejeter cet élément ?',
        clone_title: 'Dupliquer le devis', delete_title: 'Supprimer le devis', delete_confirm: 'Voulez-vous vraiment supprimer cet élément ?',
        regenerate_title: 'Régénérer le rapport', regenerate_confirm: 'Voulez-vous vraiment générer ce rapport ?',
        regenerate_note: 'La génération du rapport prendra environ 3 minutes',
        discount_title: 'Appliquer des remises', discount_selected: 'Article sélectionné', discount_all: 'Tous les articles (sauf tarifs étoile)',
        header_title: 'Ajouter un titre', note_title: 'Ajouter une note', insert_title: 'Insérer un article FSR', position_up: 'Au-dessus', position_down: 'En dessous',
        replace_title: "Remplacer l'article FSR", star_rate_title: 'Ajouter un tarif étoile', post_approval_title: 'Post-approbation', moe_title: 'Approbation fonds MOE',
        attachments_title: 'Mettre à jour les pièces jointes',
      },
      msg: {
        required: 'Ce champ est obligatoire', requiredStop: 'Ce champ est obligatoire.', itemRequired: 'Cet élément est obligatoire',
        itemsEmpty: 'Les articles du devis ne peuvent pas être vides', signatureMissing: 'Veuillez fournir une signature pour continuer.',
        noContractor: "Veuillez contacter l'administrateur pour attribuer un rôle d'entrepreneur à votre compte.",
        serialNotUnique: 'Les numéros de séquence doivent être uniques', sorted: 'Les articles du devis ont été triés.',
        selectFsrItem: 'Veuillez sélectionner un article FSR pour continuer', uploadFile: 'Veuillez téléverser un fichier pour continuer.',
        selectMembers: 'Sélectionnez le(s) membre(s) de cette inspection', quantityInvalid: "La quantité doit être un nombre d'au moins 0 avec au plus 2 décimales",
        rateMinimum: 'Le tarif doit être au moins 1', invalidOption: "Veuillez choisir l'une des options proposées",
      },
      notify: {
        created: 'Devis créé avec succès', updated: 'Devis mis à jour avec succès', verified: 'Devis vérifié avec succès',
        rejected: 'Devis rejeté avec succès', voided: 'Devis annulé avec succès', cloned: 'Devis dupliqué avec succès',
        deleted: 'Devis supprimé avec succès', regenerated: 'Rapport régénéré avec succès. Veuillez patienter 3 minutes.',
        attachments_updated: 'Pièces jointes mises à jour avec succès', star_rate_created: 'Tarif étoile créé avec succès', fsr_added: 'Article FSR ajouté avec succès',
        server_error: 'Une erreur est survenue sur le serveur',
      },
      status: {
        DRAFT: 'Brouillon', PENDING: 'En attente', PENDING_TC: 'En attente entrepreneur', PENDING_MA: 'En attente MA', REJECTED: 'Rejeté', ACKNOWLEDGE: 'Pris en compte',
        APPROVED: 'Approuvé', COMPLETED: 'Terminé', VOID: 'Annulé', 'PARTIAL-CLAIM': 'Réclamation partielle', 'FULLY-CLAIM': 'Entièrement réclamé',
        WSO_PENDING_CREATION: 'Bon de travail à créer', WSO_PENDING_MA: 'Bon de travail en attente MA', WSO_PENDING_OM: 'Bon de travail en attente OM', WSO_REJECTED: 'Bon de travail rejeté',
        VERIFIED: 'Vérifié',
      },
      banner: {
        title: 'Achèvement des travaux', reference_number: 'Numéro de référence', status: 'Statut du devis', quotation_sla: 'SLA du devis',
        claim_status: 'Statut de la réclamation', claim_sla: 'SLA de la réclamation', epo_reference_no: 'Référence EPO', epi_reference_no: 'Référence EPI',
      },
      documents: { title: 'Documents', none: 'Aucun document', uploaded_by: 'Téléversé par %{name}', delete: 'Supprimer %{name}', delete_title: 'Supprimer le fichier', delete_confirm: 'Voulez-vous vraiment supprimer ce fichier ?', deleted: 'Fichier supprimé avec succès' },
      history: {
        title: 'Historique des statuts', empty: "Aucun historique de statut disponible", user: 'Utilisateur', approval_type: "Type d'approbation", status: 'Statut',
        remarks: 'Remarques', signature: 'Signature', date: 'Date',
      },
      versions: { title: 'Historique du flux de travail', empty: 'Aucune version', version: 'Version %{version}' },
      signatures: { prepared: 'Préparé par', checked: 'Vérifié et certifié' },
      verification: {
        title: 'Vérification', status: 'Statut de vérification', VERIFIED: 'Vérifié', ACKNOWLEDGE: 'Prendre en compte et transmettre', REJECTED: 'Rejeté',
        next_approval: 'Approbateur suivant', remarks: 'Remarques', confirm_title: 'Vérifier le devis',
        confirm_south: "Voulez-vous vraiment VÉRIFIER ce devis ? Si oui, il sera vérifié et transmis à l'entrepreneur pour approbation.",
      },
      filters: {
        reference_number: 'Numéro de référence', school: 'École', all: 'Toutes', status: 'Statut du devis', wso_status: 'Statut du bon de travail',
        claim_status: 'Statut de réclamation en attente', job: 'Travaux', start_date: 'Date de début', end_date: 'Date de fin', zone: 'Zone', search: 'Rechercher',
      },
      columns: {
        reference_number: 'Numéro de référence', school: 'École', date: 'Date', job: 'Travaux', trade: 'Corps de métier', status: 'Statut',
        claim_status: 'Statut de réclamation', wso_status: 'Statut du bon de travail', total_amount: 'Montant total', actions: 'Actions',
      },
      fsr: { none: 'Aucun article FSR trouvé', item: 'Article FSR' },
      add_items: { title: 'Ajouter des articles au devis', search: 'Rechercher des articles FSR', add: "Ajouter l'article sélectionné |||| Ajouter les %{smart_count} articles sélectionnés" },
      preview: { title: 'Aperçu' },
      common: { yes: 'Oui', no: 'Non' },
    },
    fsr: {
      required: 'Cet élément est obligatoire.', numeric: 'Doit être un nombre.',
      fields: {
        category: 'Catégorie', section: 'Section', section_description: 'Description de la section', item_number: "Numéro d'article",
        item_group_description: 'Description du groupe', item_description: "Description de l'article", unit: 'Unité', rate: 'Tarif (S$)',
      },
      row: 'Catégorie %{block}, ligne %{row}', remove_row: 'Supprimer la ligne', add_row: 'Ajouter une ligne', block: 'Catégorie %{n}', remove_block: 'Supprimer la catégorie',
      add_block: 'Ajouter une catégorie', breadcrumb: "Fil d'Ariane", list: 'Liste FSR', create: 'Créer', title: 'Créer un FSR', submit: 'Soumettre', created: 'Site créé avec succès',
      import: {
        button: 'Importer', title: 'Importer un bordereau de prix', file: 'Bordereau de prix (.xlsx)', submit: 'Importer', choose: 'Veuillez téléverser un fichier pour continuer.', done: 'Articles FSR importés avec succès',
        help: 'Première feuille, première ligne les noms de colonnes : category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (facultatif). Un fichier comportant une erreur n’est pas importé.',
        report: 'Lignes en erreur', row: 'Ligne', field: 'Colonne', message: 'Erreur',
      },
    },
  },
} as unknown as Messages);

export const de: Messages = deepMerge(signatureMessages.de as Messages, {
  resources: {
    [FSR]: {
      name: 'FSR |||| FSR',
      fields: { id: 'ID', category: 'Kategorie', section: 'Abschnitt', section_description: 'Abschnittsbeschreibung', item_number: 'Positionsnummer', item_group_description: 'Gruppenbeschreibung', name: 'Positionsbeschreibung', unit: 'Einheit', rate: 'Satz (S$)', minimum: 'Mindestbetrag (S$)', is_star_rate: 'Sternsatz', created_at: 'Erstellt am', updated_at: 'Aktualisiert am' },
      notifications: { updated: 'FSR-Position aktualisiert', deleted: 'FSR-Position gelöscht', created: 'FSR-Position hinzugefügt' },
    },
    'works-order/quotation-list': { name: 'Angebot |||| Angebote' },
  },
  caretaker: {
    quotations: {
      breadcrumb: 'Brotkrümelnavigation',
      list: { title: 'Angebotsliste' },
      form: { title: 'Angebot: %{mode}', mode_create: 'Erstellen', mode_edit: 'Bearbeiten', mode_sign: 'Unterschreiben', mode_view: 'Anzeigen', header: 'Angebotsdetails' },
      items: {
        title: 'Angebotspositionen', serial_no: 'Nr.', item_number: 'Positionsnr.', description: 'Beschreibung', quantity: 'Menge', unit: 'Einheit',
        rate: 'Satz (S$)', amount: 'Betrag (S$)', row_actions: 'Aktionen für Zeile', star_rate: 'Sternsatz', remove_discount: 'Rabatt entfernen',
        empty: 'Noch keine Positionen. Mit „Position hinzufügen“ FSR-Positionen wählen.', insert: 'FSR-Position einfügen', replace: 'FSR-Position ersetzen',
        add_header: 'Überschrift hinzufügen', edit_header: 'Überschrift bearbeiten', add_note: 'Notiz hinzufügen', edit_note: 'Notiz bearbeiten', minimum: 'Mindestbetrag: S$ %{minimum}', apply_discount: 'Rabatt anwenden', remove: 'Entfernen',
        add_item: 'Position hinzufügen', add_star_rate: 'Sternsatz hinzufügen', sort: 'Nach Nummer sortieren', apply_discounts: 'Rabatte anwenden',
      },
      totals: {
        title: 'Angebotssummen', fsr_total: 'FSR-Summe', custodial_total: 'Hausmeisterrabatt', fsr_final_total: 'FSR-Summe nach Rabatt',
        fsr_less: 'Abzüglich %{percent} %', fsr_sub_total: 'FSR-Zwischensumme', star_rate_total: 'Summe Sternsätze', star_rate_add: 'Zuzüglich %{percent} %',
        star_rate_sub_total: 'Zwischensumme Sternsätze', sub_total: 'Zwischensumme', gst: 'GST %{percent} %', total: 'Gesamt',
      },
      fields: {
        school: 'Schule', date: 'Datum', attention: 'Zu Händen', cc: 'Kopie an', telephone: 'Telefon', fax: 'Fax', location: 'Ort', job_type: 'Auftragsart',
        trade: 'Gewerk', job: 'Auftrag', remarks: 'Bemerkungen', supporting_documents: 'Belege', status: 'Status', document_type: 'Dokumenttyp',
        epo_reference_no: 'EPO-Referenznummer', epi_reference_no: 'EPI-Referenznummer', source_fund: 'Finanzierungsquelle', file_name: 'Dateiname',
        order: 'Reihenfolge', report: 'Im Bericht aufnehmen', custodial_discount_quantity: 'Menge', custodial_discount_description: 'Beschreibung',
        discount_application: 'Anwenden auf', header: 'Überschrift', note: 'Notiz', position: 'Position', rate: 'Satz', unit: 'Einheit', category: 'Kategorie',
        item_description: 'Positionsbeschreibung',
      },
      actions: {
        submit: 'Einreichen', draft: 'Entwurf', preview: 'Vorschau', void: 'Stornieren', reject: 'Ablehnen', clone: 'Duplizieren', delete: 'Löschen',
        post_approval: 'Nachgenehmigung', moe_fund_approve: 'MOE-Fondsgenehmigung', wso: 'Arbeitsauftrag', create_claim: 'Forderung erstellen',
        update_attachments: 'Anhänge aktualisieren', regenerate_report: 'Bericht neu erstellen', report: 'PDF-Bericht', documents: 'Dokumente', menu: 'Aktionen für %{reference}', apply: 'Anwenden', insert: 'Einfügen', replace: 'Ersetzen',
      },
      modals: {
        void_title: 'Angebot stornieren', void_confirm: 'Möchten Sie diesen Eintrag wirklich stornieren?',
        reject_title: 'Angebot ablehnen', reject_confirm: 'Möchten Sie diesen Eintrag wirklich ablehnen?',
        clone_title: 'Angebot duplizieren', delete_title: 'Angebot löschen', delete_confirm: 'Möchten Sie diesen Eintrag wirklich löschen?',
        regenerate_title: 'Bericht neu erstellen', regenerate_confirm: 'Möchten Sie diesen Bericht wirklich erstellen?',
        regenerate_note: 'Die Erstellung des Berichts dauert etwa 3 Minuten',
        discount_title: 'Rabatte anwenden', discount_selected: 'Ausgewählte Position', discount_all: 'Alle Positionen (außer Sternsätze)',
        header_title: 'Überschrift hinzufügen', note_title: 'Notiz hinzufügen', insert_title: 'FSR-Position einfügen', position_up: 'Oberhalb', position_down: 'Unterhalb',
        replace_title: 'FSR-Position ersetzen', star_rate_title: 'Sternsatz hinzufügen', post_approval_title: 'Nachgenehmigung', moe_title: 'MOE-Fondsgenehmigung',
        attachments_title: 'Anhänge aktualisieren',
      },
      msg: {
        required: 'Dieses Feld ist erforderlich', requiredStop: 'Dieses Feld ist erforderlich.', itemRequired: 'Dieser Eintrag ist erforderlich',
        itemsEmpty: 'Die Angebotspositionen dürfen nicht leer sein', signatureMissing: 'Bitte unterschreiben Sie, um fortzufahren.',
        noContractor: 'Bitte wenden Sie sich an den Administrator, damit Ihrem Konto eine Auftragnehmerrolle zugewiesen wird.',
        serialNotUnique: 'Die Positionsnummern müssen eindeutig sein', sorted: 'Die Angebotspositionen wurden sortiert.',
        selectFsrItem: 'Bitte wählen Sie eine FSR-Position, um fortzufahren', uploadFile: 'Bitte laden Sie eine Datei hoch, um fortzufahren.',
        selectMembers: 'Wählen Sie Mitglieder für diese Inspektion', quantityInvalid: 'Die Menge muss eine Zahl ab 0 mit höchstens 2 Nachkommastellen sein',
        rateMinimum: 'Der Satz muss mindestens 1 betragen', invalidOption: 'Bitte wählen Sie eine der angebotenen Optionen',
      },
      notify: {
        created: 'Angebot erfolgreich erstellt', updated: 'Angebot erfolgreich aktualisiert', verified: 'Angebot erfolgreich geprüft',
        rejected: 'Angebot erfolgreich abgelehnt', voided: 'Angebot erfolgreich storniert', cloned: 'Angebot erfolgreich dupliziert',
        deleted: 'Angebot erfolgreich gelöscht', regenerated: 'Bericht erfolgreich neu erstellt. Bitte warten Sie 3 Minuten.',
        attachments_updated: 'Anhänge erfolgreich aktualisiert', star_rate_created: 'Sternsatz erfolgreich erstellt', fsr_added: 'FSR-Position erfolgreich hinzugefügt',
        server_error: 'Auf dem Server ist ein Fehler aufgetreten',
      },
      status: {
        DRAFT: 'Entwurf', PENDING: 'Ausstehend', PENDING_TC: 'Wartet auf Auftragnehmer', PENDING_MA: 'Wartet auf MA', REJECTED: 'Abgelehnt', ACKNOWLEDGE: 'Zur Kenntnis genommen',
        APPROVED: 'Genehmigt', COMPLETED: 'Abgeschlossen', VOID: 'Storniert', 'PARTIAL-CLAIM': 'Teilweise gefordert', 'FULLY-CLAIM': 'Vollständig gefordert',
        WSO_PENDING_CREATION: 'Arbeitsauftrag zu erstellen', WSO_PENDING_MA: 'Arbeitsauftrag wartet auf MA', WSO_PENDING_OM: 'Arbeitsauftrag wartet auf OM', WSO_REJECTED: 'Arbeitsauftrag abgelehnt',
        VERIFIED: 'Geprüft',
      },
      banner: {
        title: 'Arbeitsabschluss', reference_number: 'Referenznummer', status: 'Angebotsstatus', quotation_sla: 'Angebots-SLA',
        claim_status: 'Forderungsstatus', claim_sla: 'Forderungs-SLA', epo_reference_no: 'EPO-Referenznummer', epi_reference_no: 'EPI-Referenznummer',
      },
      documents: { title: 'Dokumente', none: 'Keine Dokumente', uploaded_by: 'Hochgeladen von %{name}', delete: '%{name} löschen', delete_title: 'Datei löschen', delete_confirm: 'Möchten Sie diese Datei wirklich löschen?', deleted: 'Datei erfolgreich gelöscht' },
      history: {
        title: 'Statusverlauf', empty: 'Kein Statusverlauf vorhanden', user: 'Benutzer', approval_type: 'Genehmigungsart', status: 'Status',
        remarks: 'Bemerkungen', signature: 'Unterschrift', date: 'Datum',
      },
      versions: { title: 'Workflow-Verlauf', empty: 'Noch keine Versionen', version: 'Version %{version}' },
      signatures: { prepared: 'Erstellt von', checked: 'Geprüft und bestätigt' },
      verification: {
        title: 'Prüfung', status: 'Prüfstatus', VERIFIED: 'Geprüft', ACKNOWLEDGE: 'Zur Kenntnis nehmen und weiterleiten', REJECTED: 'Abgelehnt',
        next_approval: 'Nächster Genehmiger', remarks: 'Bemerkungen', confirm_title: 'Angebot prüfen',
        confirm_south: 'Möchten Sie dieses Angebot wirklich PRÜFEN? Wenn ja, wird es geprüft und zur Genehmigung an den Auftragnehmer weitergeleitet.',
      },
      filters: {
        reference_number: 'Referenznummer', school: 'Schule', all: 'Alle', status: 'Angebotsstatus', wso_status: 'Arbeitsauftragsstatus',
        claim_status: 'Status offener Forderungen', job: 'Auftrag', start_date: 'Startdatum', end_date: 'Enddatum', zone: 'Zone', search: 'Suchen',
      },
      columns: {
        reference_number: 'Referenznummer', school: 'Schule', date: 'Datum', job: 'Auftrag', trade: 'Gewerk', status: 'Status',
        claim_status: 'Forderungsstatus', wso_status: 'Arbeitsauftragsstatus', total_amount: 'Gesamtbetrag', actions: 'Aktionen',
      },
      fsr: { none: 'Keine FSR-Positionen gefunden', item: 'FSR-Position' },
      add_items: { title: 'Angebotspositionen hinzufügen', search: 'FSR-Positionen suchen', add: 'Ausgewählte Position hinzufügen |||| %{smart_count} ausgewählte Positionen hinzufügen' },
      preview: { title: 'Vorschau' },
      common: { yes: 'Ja', no: 'Nein' },
    },
    fsr: {
      required: 'Dieser Eintrag ist erforderlich.', numeric: 'Muss eine Zahl sein.',
      fields: {
        category: 'Kategorie', section: 'Abschnitt', section_description: 'Abschnittsbeschreibung', item_number: 'Positionsnummer',
        item_group_description: 'Gruppenbeschreibung', item_description: 'Positionsbeschreibung', unit: 'Einheit', rate: 'Satz (S$)',
      },
      row: 'Kategorie %{block}, Zeile %{row}', remove_row: 'Zeile entfernen', add_row: 'Zeile hinzufügen', block: 'Kategorie %{n}', remove_block: 'Kategorie entfernen',
      add_block: 'Kategorie hinzufügen', breadcrumb: 'Brotkrümelnavigation', list: 'FSR-Liste', create: 'Erstellen', title: 'FSR erstellen', submit: 'Einreichen', created: 'Standort erfolgreich erstellt',
      import: {
        button: 'Importieren', title: 'Leistungsverzeichnis importieren', file: 'Leistungsverzeichnis (.xlsx)', submit: 'Importieren', choose: 'Bitte laden Sie eine Datei hoch, um fortzufahren.', done: 'FSR-Positionen erfolgreich importiert',
        help: 'Erstes Arbeitsblatt, erste Zeile die Spaltennamen: category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (optional). Eine Datei mit Fehlern wird nicht importiert.',
        report: 'Zeilen mit Fehlern', row: 'Zeile', field: 'Spalte', message: 'Fehler',
      },
    },
  },
} as unknown as Messages);

export const nl: Messages = deepMerge(signatureMessages.nl as Messages, {
  resources: {
    [FSR]: {
      name: 'FSR |||| FSR',
      fields: { id: 'ID', category: 'Categorie', section: 'Sectie', section_description: 'Sectieomschrijving', item_number: 'Artikelnummer', item_group_description: 'Groepsomschrijving', name: 'Artikelomschrijving', unit: 'Eenheid', rate: 'Tarief (S$)', minimum: 'Minimumbedrag (S$)', is_star_rate: 'Stertarief', created_at: 'Aangemaakt op', updated_at: 'Bijgewerkt op' },
      notifications: { updated: 'FSR-artikel bijgewerkt', deleted: 'FSR-artikel verwijderd', created: 'FSR-artikel toegevoegd' },
    },
    'works-order/quotation-list': { name: 'Offerte |||| Offertes' },
  },
  caretaker: {
    quotations: {
      breadcrumb: 'Kruimelpad',
      list: { title: 'Offertelijst' },
      form: { title: 'Offerte: %{mode}', mode_create: 'Aanmaken', mode_edit: 'Bewerken', mode_sign: 'Ondertekenen', mode_view: 'Bekijken', header: 'Offertegegevens' },
      items: {
        title: 'Offerteregels', serial_no: 'Nr.', item_number: 'Artikelnr.', description: 'Omschrijving', quantity: 'Aantal', unit: 'Eenheid',
        rate: 'Tarief (S$)', amount: 'Bedrag (S$)', row_actions: 'Acties voor regel', star_rate: 'Stertarief', remove_discount: 'Korting verwijderen',
        empty: 'Nog geen regels. Kies FSR-artikelen met „Artikel toevoegen”.', insert: 'FSR-artikel invoegen', replace: 'FSR-artikel vervangen',
        add_header: 'Kop toevoegen', edit_header: 'Kop bewerken', add_note: 'Notitie toevoegen', edit_note: 'Notitie bewerken', minimum: 'Minimumbedrag: S$ %{minimum}', apply_discount: 'Korting toepassen', remove: 'Verwijderen',
        add_item: 'Artikel toevoegen', add_star_rate: 'Stertarief toevoegen', sort: 'Sorteren op volgnummer', apply_discounts: 'Kortingen toepassen',
      },
      totals: {
        title: 'Offertetotalen', fsr_total: 'FSR-totaal', custodial_total: 'Conciërgekorting', fsr_final_total: 'FSR-totaal na korting',
        fsr_less: 'Min %{percent}%', fsr_sub_total: 'FSR-subtotaal', star_rate_total: 'Totaal stertarieven', star_rate_add: 'Plus %{percent}%',
        star_rate_sub_total: 'Subtotaal stertarieven', sub_total: 'Subtotaal', gst: 'GST %{percent}%', total: 'Totaal',
      },
      fields: {
        school: 'School', date: 'Datum', attention: 'Ter attentie van', cc: 'CC', telephone: 'Telefoon', fax: 'Fax', location: 'Locatie', job_type: 'Soort werk',
        trade: 'Vakgebied', job: 'Opdracht', remarks: 'Opmerkingen', supporting_documents: 'Bewijsstukken', status: 'Status', document_type: 'Documenttype',
        epo_reference_no: 'EPO-referentienummer', epi_reference_no: 'EPI-referentienummer', source_fund: 'Financieringsbron', file_name: 'Bestandsnaam',
        order: 'Volgorde', report: 'Opnemen in rapport', custodial_discount_quantity: 'Aantal', custodial_discount_description: 'Omschrijving',
        discount_application: 'Toepassen op', header: 'Kop', note: 'Notitie', position: 'Positie', rate: 'Tarief', unit: 'Eenheid', category: 'Categorie',
        item_description: 'Artikelomschrijving',
      },
      actions: {
        submit: 'Indienen', draft: 'Concept', preview: 'Voorbeeld', void: 'Vervallen verklaren', reject: 'Afwijzen', clone: 'Dupliceren', delete: 'Verwijderen',
        post_approval: 'Na-goedkeuring', moe_fund_approve: 'Goedkeuring MOE-fonds', wso: 'Werkorder', create_claim: 'Declaratie aanmaken',
        update_attachments: 'Bijlagen bijwerken', regenerate_report: 'Rapport opnieuw maken', report: 'PDF-rapport', documents: 'Documenten', menu: 'Acties voor %{reference}', apply: 'Toepassen', insert: 'Invoegen', replace: 'Vervangen',
      },
      modals: {
        void_title: 'Offerte vervallen verklaren', void_confirm: 'Weet u zeker dat u dit item vervallen wilt verklaren?',
        reject_title: 'Offerte afwijzen', reject_confirm: 'Weet u zeker dat u dit item wilt afwijzen?',
        clone_title: 'Offerte dupliceren', delete_title: 'Offerte verwijderen', delete_confirm: 'Weet u zeker dat u dit item wilt verwijderen?',
        regenerate_title: 'Rapport opnieuw maken', regenerate_confirm: 'Weet u zeker dat u dit rapport wilt genereren?',
        regenerate_note: 'Het genereren van het rapport duurt ongeveer 3 minuten',
        discount_title: 'Kortingen toepassen', discount_selected: 'Geselecteerd artikel', discount_all: 'Alle artikelen (behalve stertarieven)',
        header_title: 'Kop toevoegen', note_title: 'Notitie toevoegen', insert_title: 'FSR-artikel invoegen', position_up: 'Boven', position_down: 'Onder',
        replace_title: 'FSR-artikel vervangen', star_rate_title: 'Stertarief toevoegen', post_approval_title: 'Na-goedkeuring', moe_title: 'Goedkeuring MOE-fonds',
        attachments_title: 'Bijlagen bijwerken',
      },
      msg: {
        required: 'Dit veld is verplicht', requiredStop: 'Dit veld is verplicht.', itemRequired: 'Dit item is verplicht',
        itemsEmpty: 'De offerteregels mogen niet leeg zijn', signatureMissing: 'Zet een handtekening om verder te gaan.',
        noContractor: 'Neem contact op met de beheerder om uw account een aannemersrol te geven.',
        serialNotUnique: 'Volgnummers moeten uniek zijn', sorted: 'De offerteregels zijn gesorteerd.',
        selectFsrItem: 'Selecteer een FSR-artikel om verder te gaan', uploadFile: 'Upload een bestand om verder te gaan.',
        selectMembers: 'Selecteer deelnemer(s) voor deze inspectie', quantityInvalid: 'Het aantal moet een getal van minstens 0 zijn met hoogstens 2 decimalen',
        rateMinimum: 'Het tarief moet minstens 1 zijn', invalidOption: 'Kies een van de aangeboden opties',
      },
      notify: {
        created: 'Offerte aangemaakt', updated: 'Offerte bijgewerkt', verified: 'Offerte gecontroleerd',
        rejected: 'Offerte afgewezen', voided: 'Offerte vervallen verklaard', cloned: 'Offerte gedupliceerd',
        deleted: 'Offerte verwijderd', regenerated: 'Rapport opnieuw gemaakt. Wacht 3 minuten.',
        attachments_updated: 'Bijlagen bijgewerkt', star_rate_created: 'Stertarief aangemaakt', fsr_added: 'FSR-artikel toegevoegd',
        server_error: 'Er is iets misgegaan op de server',
      },
      status: {
        DRAFT: 'Concept', PENDING: 'In behandeling', PENDING_TC: 'Wacht op aannemer', PENDING_MA: 'Wacht op MA', REJECTED: 'Afgewezen', ACKNOWLEDGE: 'Kennisgenomen',
        APPROVED: 'Goedgekeurd', COMPLETED: 'Afgerond', VOID: 'Vervallen', 'PARTIAL-CLAIM': 'Gedeeltelijk gedeclareerd', 'FULLY-CLAIM': 'Volledig gedeclareerd',
        WSO_PENDING_CREATION: 'Werkorder aan te maken', WSO_PENDING_MA: 'Werkorder wacht op MA', WSO_PENDING_OM: 'Werkorder wacht op OM', WSO_REJECTED: 'Werkorder afgewezen',
        VERIFIED: 'Gecontroleerd',
      },
      banner: {
        title: 'Oplevering', reference_number: 'Referentienummer', status: 'Offertestatus', quotation_sla: 'Offerte-SLA',
        claim_status: 'Declaratiestatus', claim_sla: 'Declaratie-SLA', epo_reference_no: 'EPO-referentienummer', epi_reference_no: 'EPI-referentienummer',
      },
      documents: { title: 'Documenten', none: 'Geen documenten', uploaded_by: 'Geüpload door %{name}', delete: '%{name} verwijderen', delete_title: 'Bestand verwijderen', delete_confirm: 'Weet u zeker dat u dit bestand wilt verwijderen?', deleted: 'Bestand verwijderd' },
      history: {
        title: 'Statusgeschiedenis', empty: 'Geen statusgeschiedenis beschikbaar', user: 'Gebruiker', approval_type: 'Soort goedkeuring', status: 'Status',
        remarks: 'Opmerkingen', signature: 'Handtekening', date: 'Datum',
      },
      versions: { title: 'Workflowgeschiedenis', empty: 'Nog geen versies', version: 'Versie %{version}' },
      signatures: { prepared: 'Opgesteld door', checked: 'Gecontroleerd en gecertificeerd' },
      verification: {
        title: 'Controle', status: 'Controlestatus', VERIFIED: 'Gecontroleerd', ACKNOWLEDGE: 'Kennisnemen en doorsturen', REJECTED: 'Afgewezen',
        next_approval: 'Volgende goedkeurder', remarks: 'Opmerkingen', confirm_title: 'Offerte controleren',
        confirm_south: 'Weet u zeker dat u deze offerte wilt CONTROLEREN? Zo ja, dan wordt ze gecontroleerd en ter goedkeuring doorgestuurd naar de aannemer.',
      },
      filters: {
        reference_number: 'Referentienummer', school: 'School', all: 'Alle', status: 'Offertestatus', wso_status: 'Werkorderstatus',
        claim_status: 'Status openstaande declaratie', job: 'Opdracht', start_date: 'Begindatum', end_date: 'Einddatum', zone: 'Zone', search: 'Zoeken',
      },
      columns: {
        reference_number: 'Referentienummer', school: 'School', date: 'Datum', job: 'Opdracht', trade: 'Vakgebied', status: 'Status',
        claim_status: 'Declaratiestatus', wso_status: 'Werkorderstatus', total_amount: 'Totaalbedrag', actions: 'Acties',
      },
      fsr: { none: 'Geen FSR-artikelen gevonden', item: 'FSR-artikel' },
      add_items: { title: 'Offerteregels toevoegen', search: 'FSR-artikelen zoeken', add: 'Geselecteerd artikel toevoegen |||| %{smart_count} geselecteerde artikelen toevoegen' },
      preview: { title: 'Voorbeeld' },
      common: { yes: 'Ja', no: 'Nee' },
    },
    fsr: {
      required: 'Dit item is verplicht.', numeric: 'Moet een getal zijn.',
      fields: {
        category: 'Categorie', section: 'Sectie', section_description: 'Sectieomschrijving', item_number: 'Artikelnummer',
        item_group_description: 'Groepsomschrijving', item_description: 'Artikelomschrijving', unit: 'Eenheid', rate: 'Tarief (S$)',
      },
      row: 'Categorie %{block}, regel %{row}', remove_row: 'Regel verwijderen', add_row: 'Regel toevoegen', block: 'Categorie %{n}', remove_block: 'Categorie verwijderen',
      add_block: 'Categorie toevoegen', breadcrumb: 'Kruimelpad', list: 'FSR-lijst', create: 'Aanmaken', title: 'FSR aanmaken', submit: 'Indienen', created: 'Locatie aangemaakt',
      import: {
        button: 'Importeren', title: 'Prijslijst importeren', file: 'Prijslijst (.xlsx)', submit: 'Importeren', choose: 'Upload een bestand om verder te gaan.', done: 'FSR-artikelen geïmporteerd',
        help: 'Eerste werkblad, eerste regel de kolomnamen: category, section, section_description, item_number, item_group_description, item_description, unit, rate, minimum (optioneel). Een bestand met een fout wordt niet geïmporteerd.',
        report: 'Regels met fouten', row: 'Regel', field: 'Kolom', message: 'Fout',
      },
    },
  },
} as unknown as Messages);
