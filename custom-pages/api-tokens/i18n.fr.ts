/** French messages (the English is in i18n.ts). */
export const fr = {
  caretaker: {
    api_tokens: {
      title: 'Jetons d’API',
      intro:
        'Les jetons permettent à un autre système (finances, patrimoine) d’appeler l’API en tant que compte de service : un utilisateur d’un rôle, avec exactement les permissions et les écoles ou zones de ce rôle. Chaque utilisation est consignée dans le journal d’audit sous le nom du jeton.',
      create: 'Nouveau jeton',
      created_title: 'Jeton créé',
      once_warning:
        'Copiez ce jeton maintenant et conservez-le en lieu sûr. Il ne sera plus affiché : seule une empreinte en est enregistrée.',
      token_label: 'Jeton « %{name} »',
      copy: 'Copier le jeton',
      copied: 'Copié',
      done: 'Terminé',
      name_help: 'Nomme le jeton dans le journal d’audit, par ex. « systeme-finances ».',
      user_help: 'Le jeton agit en tant que cet utilisateur, avec les permissions et le périmètre de son rôle.',
      expires_in: 'Expire dans',
      days: '%{smart_count} jour |||| %{smart_count} jours',
      never: 'Jamais',
      revoke: 'Révoquer',
      revoke_named: 'Révoquer le jeton %{name}',
      revoke_title: 'Révoquer le jeton « %{name} » ?',
      revoke_question: 'Le jeton sera refusé dès sa prochaine requête. Cette action est irréversible.',
      revoked: 'Jeton d’API révoqué.',
      status: { active: 'Actif', expired: 'Expiré', revoked: 'Révoqué' },
      columns: {
        name: 'Nom',
        prefix: 'Jeton',
        user: 'Compte de service',
        expires_at: 'Expire le',
        last_used_at: 'Dernière utilisation',
        status: 'État',
        actions: 'Actions',
      },
    },
  },
};
