/** Dutch messages of the quotation and FSR screens (English, the spec's wording, is in i18n.ts). */
import { fsrSchema } from '../../schemas/fsr.js';
import { signatureMessages } from '../../src/components/signature/i18n.js';
import { deepMerge } from '../../src/i18n/merge.js';
import type { Messages } from '../../src/i18n/en.js';

const FSR = fsrSchema['x-resource'].route;

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
        quantityTooLarge: 'Het aantal mag niet groter zijn dan 1.000.000', quantityZero: 'Het aantal moet groter zijn dan 0 om in te dienen',
        totalTooLarge: 'Een offerte mag niet meer dan S$ 100,000,000.00 bedragen', ratesChanged: 'De tarieven van sommige posten zijn gewijzigd. Controleer de opnieuw berekende posten en onderteken opnieuw.',
        ratesUpdated: 'Tarieven bijgewerkt uit de prijslijst', schoolOutsideZones: 'De school moet in een van uw zones liggen',
        noManagingAgent: 'Er is geen beheerder verantwoordelijk voor deze school; neem contact op met de beheerder', alreadyActed: 'Iemand anders heeft deze offerte al behandeld',
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
      repriced: { row: 'Post %{item}: tarief %{from} is nu %{to}' },
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
