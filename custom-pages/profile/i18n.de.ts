/** German messages of the settings of work without signal (the English is in i18n.ts). */
export const de = {
  caretaker: {
    users: { tabs: { offline: 'Arbeiten ohne Netz' } },
    offline_settings: {
      title: 'Arbeiten ohne Netz',
      intro:
        'Ihre eigenen offenen Inspektionen werden automatisch auf diesem Gerät gespeichert, damit Sie auch ohne Netz arbeiten können.',
      keep_originals: 'Originalfotos behalten',
      keep_originals_help:
        'Fotos werden so gespeichert und gesendet, wie sie aufgenommen wurden, statt verkleinert (höchstens 1600 px). Sie brauchen mehr Platz auf diesem Gerät und länger zum Senden.',
      budget: 'Speicherplatz für automatisch gespeicherte Datensätze',
      budget_help:
        'Die Vorbereitung stoppt, wenn dieses Gerät so viel enthält. Noch zu sendende Änderungen werden nie entfernt.',
      measuring: 'Belegter Speicher wird gemessen…',
      used: '%{used} von %{budget} belegt',
      used_label: 'Belegter Speicher auf diesem Gerät',
      last_run:
        'Letzte Vorbereitung um %{at}: %{smart_count} Datensatz neu gespeichert |||| Letzte Vorbereitung um %{at}: %{smart_count} Datensätze neu gespeichert',
      over_budget:
        '%{smart_count} offener Datensatz ist nicht gespeichert: Der Speicherplatz ist voll |||| %{smart_count} offene Datensätze sind nicht gespeichert: Der Speicherplatz ist voll',
      prepare_now: 'Jetzt vorbereiten',
    },
  },
};
