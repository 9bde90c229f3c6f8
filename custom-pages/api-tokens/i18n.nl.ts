/** Dutch messages (the English is in i18n.ts). */
export const nl = {
  caretaker: {
    api_tokens: {
      title: 'API-tokens',
      intro:
        'Met tokens roept een ander systeem (financieel of vastgoedsysteem) de API aan als serviceaccount: een gebruiker van een rol, met precies de rechten en scholen of zones van die rol. Elk gebruik wordt onder de naam van het token in het auditlog vastgelegd.',
      create: 'Nieuw token',
      created_title: 'Token aangemaakt',
      once_warning:
        'Kopieer dit token nu en bewaar het op een veilige plek. Het wordt niet opnieuw getoond: alleen een vingerafdruk ervan wordt opgeslagen.',
      token_label: 'Token ‘%{name}’',
      copy: 'Token kopiëren',
      copied: 'Gekopieerd',
      done: 'Klaar',
      name_help: 'Noemt het token in het auditlog, bijv. ‘financieel-systeem’.',
      user_help: 'Het token handelt als deze gebruiker, met de rechten en het bereik van diens rol.',
      expires_in: 'Verloopt over',
      days: '%{smart_count} dag |||| %{smart_count} dagen',
      never: 'Nooit',
      revoke: 'Intrekken',
      revoke_named: 'Token %{name} intrekken',
      revoke_title: 'Token ‘%{name}’ intrekken?',
      revoke_question: 'Het token wordt vanaf het volgende verzoek geweigerd. Dit kan niet ongedaan worden gemaakt.',
      revoked: 'API-token ingetrokken.',
      status: { active: 'Actief', expired: 'Verlopen', revoked: 'Ingetrokken' },
      columns: {
        name: 'Naam',
        prefix: 'Token',
        user: 'Serviceaccount',
        expires_at: 'Verloopt',
        last_used_at: 'Laatst gebruikt',
        status: 'Status',
        actions: 'Acties',
      },
    },
  },
};
