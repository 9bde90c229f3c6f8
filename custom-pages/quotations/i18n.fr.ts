/** French messages of the quotation and FSR screens (English, the spec's wording, is in i18n.ts). */
import { fsrSchema } from '../../schemas/fsr.js';
import { signatureMessages } from '../../src/components/signature/i18n.js';
import { deepMerge } from '../../src/i18n/merge.js';
import type { Messages } from '../../src/i18n/en.js';

const FSR = fsrSchema['x-resource'].route;

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
        quantityTooLarge: 'La quantité ne peut pas dépasser 1 000 000', quantityZero: 'La quantité doit être supérieure à 0 pour soumettre',
        totalTooLarge: 'Un devis ne peut pas dépasser S$ 100,000,000.00', ratesChanged: 'Les tarifs de certains articles ont changé. Vérifiez les articles recalculés et signez à nouveau.',
        ratesUpdated: 'Tarifs mis à jour depuis le barème', schoolOutsideZones: "L'école doit se trouver dans l'une de vos zones",
        noManagingAgent: "Aucun agent gestionnaire n'est responsable de cette école ; veuillez contacter l'administrateur", alreadyActed: "Quelqu'un d'autre a déjà traité ce devis",
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
      repriced: { row: 'Article %{item} : le tarif %{from} est maintenant %{to}' },
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
