/** German messages of the quotation and FSR screens (English, the spec's wording, is in i18n.ts). */
import { fsrSchema } from '../../schemas/fsr.js';
import { signatureMessages } from '../../src/components/signature/i18n.js';
import { deepMerge } from '../../src/i18n/merge.js';
import type { Messages } from '../../src/i18n/en.js';

const FSR = fsrSchema['x-resource'].route;

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
        quantityTooLarge: 'Die Menge darf höchstens 1.000.000 betragen', quantityZero: 'Die Menge muss zum Einreichen größer als 0 sein',
        totalTooLarge: 'Ein Angebot darf höchstens S$ 100,000,000.00 betragen', ratesChanged: 'Die Sätze einiger Positionen haben sich geändert. Prüfen Sie die neu berechneten Positionen und unterschreiben Sie erneut.',
        ratesUpdated: 'Sätze aus dem Leistungsverzeichnis aktualisiert', schoolOutsideZones: 'Die Schule muss in einer Ihrer Zonen liegen',
        noManagingAgent: 'Für diese Schule ist kein Verwalter zuständig; bitte wenden Sie sich an den Administrator', alreadyActed: 'Jemand anderes hat dieses Angebot bereits bearbeitet',
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
      repriced: { row: 'Position %{item}: Satz %{from} ist jetzt %{to}' },
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
