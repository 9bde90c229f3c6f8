/** Dutch messages of the settings of work without signal (the English is in i18n.ts). */
export const nl = {
  caretaker: {
    users: { tabs: { offline: 'Werken zonder bereik' } },
    offline_settings: {
      title: 'Werken zonder bereik',
      intro:
        'Uw eigen open inspecties worden automatisch op dit apparaat bewaard, zodat u kunt werken waar het bereik wegvalt.',
      keep_originals: "Originele foto's bewaren",
      keep_originals_help:
        "Foto's worden bewaard en verzonden zoals ze zijn genomen, in plaats van verkleind (hoogstens 1600 px). Ze nemen meer ruimte in op dit apparaat en het verzenden duurt langer.",
      budget: 'Ruimte voor automatisch bewaarde records',
      budget_help:
        'De voorbereiding stopt wanneer dit apparaat zoveel bevat. Wijzigingen die nog verzonden moeten worden, worden nooit verwijderd.',
      measuring: 'Gebruikte ruimte wordt gemeten…',
      used: '%{used} van %{budget} gebruikt',
      used_label: 'Gebruikte ruimte op dit apparaat',
      last_run:
        'Laatste voorbereiding om %{at}: %{smart_count} record nieuw bewaard |||| Laatste voorbereiding om %{at}: %{smart_count} records nieuw bewaard',
      over_budget:
        '%{smart_count} open record is niet bewaard: de ruimte is vol |||| %{smart_count} open records zijn niet bewaard: de ruimte is vol',
      prepare_now: 'Nu voorbereiden',
    },
  },
};
