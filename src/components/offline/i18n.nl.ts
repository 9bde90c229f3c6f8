/** Dutch messages of field work without signal (the English is in i18n.ts). */
export const nl = {
  caretaker: {
    offline: {
      offline: 'Offline',
      banner:
        'U bent offline. Uw wijzigingen worden op dit apparaat bewaard en verzonden zodra de verbinding terug is.',
      queued: 'Bewaard op dit apparaat; verzonden zodra de verbinding terug is',
      unkept:
        'Niet opgeslagen: geen verbinding en dit apparaat heeft nog geen sleutel van u. Meld u opnieuw aan terwijl u online bent.',
      waiting: '%{smart_count} wijziging wacht op verzending |||| %{smart_count} wijzigingen wachten op verzending',
      step_waiting: '%{step} wacht op verzending',
      step_queued: 'Bewaard op dit apparaat; wordt verzonden zodra de verbinding terug is',
      defect_queued: 'Gebrek bewaard op dit apparaat; wordt verzonden zodra de verbinding terug is',
      photo_delete_queued:
        'Foto verwijderd op dit apparaat; het verwijderen wordt verzonden zodra de verbinding terug is',
      photo_delete_kept: 'De foto staat nog op de server.',
      photo_waiting: 'Wacht op verzending',
      top_waiting: '%{smart_count} wijziging wacht op verzending |||| %{smart_count} wijzigingen wachten op verzending',
      top_check: '%{smart_count} wijziging te controleren |||| %{smart_count} wijzigingen te controleren',
      problems:
        '%{smart_count} wijziging kon niet zo worden verzonden |||| %{smart_count} wijzigingen konden niet zo worden verzonden',
      review: 'Controleren',
      make_available: 'Offline beschikbaar maken',
      available: 'Offline beschikbaar',
      prepared: 'Bewaard op dit apparaat voor werk zonder bereik',
      prepare_failed: 'Kon het niet op dit apparaat bewaren: %{message}',
      not_kept:
        'Geen verbinding en dit record is niet op dit apparaat bewaard. Open het eenmaal online en kies "Offline beschikbaar maken".',
      problems_title: 'Te controleren wijzigingen',
      conflict_intro: 'Iemand anders heeft dit gewijzigd terwijl u offline was. Kies welke waarde blijft.',
      field: 'Veld',
      theirs: 'Die van hen (op de server)',
      mine: 'De mijne (dit apparaat)',
      keep_theirs: 'Die van hen houden',
      use_mine: 'De mijne gebruiken',
      refused: 'Niet verzonden: %{what}.',
      refused_kept: 'Bewaard op dit apparaat: %{values}',
      dismiss: 'Negeren',
      close: 'Sluiten',
      kinds: {
        item: 'Checklistpunt',
        details: 'Inspectiedatum en vertrek',
        defect: 'Nieuw gebrek',
        step: 'Opslaan of indienen',
        photoDelete: 'Foto %{name} verwijderen',
      },
      fields: {
        status: 'Gecontroleerd',
        remarks: 'Opmerkingen',
        inspected_at: 'Inspectiedatum',
        check_out: 'Vertrek',
        location: 'Locatie',
        description: 'Omschrijving',
      },
    },
  },
};
