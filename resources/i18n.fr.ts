/** French messages (the English, the specification's wording, is in i18n.ts). */

export const fr = {
  resources: {
    'settings/users': {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        id: 'ID',
        full_name: 'Nom',
        email: 'E-mail',
        password: 'Mot de passe',
        designation: 'Fonction',
        mobile_no: 'Numéro de mobile',
        role_id: 'Rôle',
        school_id: 'École',
        contractor: 'Prestataire',
        zone_in_charge: 'Zone de responsabilité',
        status: 'Statut',
      },
      notifications: {
        created: 'Utilisateur créé avec succès',
        updated: 'Utilisateur mis à jour avec succès',
        deleted: 'Utilisateur supprimé avec succès',
      },
    },
    'settings/roles': {
      name: 'Rôle |||| Rôles',
      fields: {
        id: 'ID',
        name: 'Nom',
        slug: 'Identifiant',
        description: 'Description',
        requires_two_factor: 'Exige la connexion à deux facteurs',
        password_sign_in: 'Connexion par mot de passe autorisée',
        permission_ids: 'Permissions',
      },
      notifications: {
        created: 'Rôle créé avec succès',
        updated: 'Rôle mis à jour avec succès',
        deleted: 'Rôle supprimé avec succès',
      },
    },
    'settings/permissions': {
      name: 'Permission |||| Permissions',
      fields: { id: 'ID', name: 'Nom', slug: 'Identifiant', category: 'Catégorie', description: 'Description' },
      notifications: {
        created: 'Permission créée avec succès',
        updated: 'Permission mise à jour avec succès',
        deleted: 'Permission supprimée avec succès',
      },
    },
    'settings/audit-log': {
      name: "Journal d'audit |||| Journal d'audit",
      fields: {
        id: 'ID',
        created_at: 'Date',
        actor_name: 'Utilisateur',
        action: 'Action',
        entity: 'Entité',
        entity_id: 'Enregistrement',
        ip: 'Adresse IP',
        before: 'Avant',
        after: 'Après',
      },
    },
  },
  caretaker: {
    users: {
      tabs: {
        basic: 'Informations générales',
        signature: 'Signature',
        change_password: 'Changer le mot de passe',
        two_factor: 'Connexion à deux facteurs',
      },
      status: { active: 'Actif', deactivated: 'Désactivé' },
      deactivate: 'Désactiver',
      reactivate: 'Réactiver',
      deactivate_question:
        "Désactiver cet utilisateur ? Il est aussitôt déconnecté partout, ses jetons d'API sont révoqués et il ne peut plus se connecter jusqu'à sa réactivation. Ses enregistrements sont conservés.",
      reactivate_question:
        "Réactiver cet utilisateur ? Il pourra de nouveau se connecter (les jetons d'API révoqués à la désactivation le restent).",
      deactivated_note: 'Cet utilisateur est désactivé : il ne peut pas se connecter.',
      two_factor_reset: 'Réinitialiser la double authentification',
      two_factor_reset_question:
        "Supprimer la connexion à deux facteurs de cet utilisateur et le déconnecter partout ? Si son rôle l'exige, il la configurera à nouveau à sa prochaine connexion.",
      zoneless_warning: 'Un utilisateur de ce rôle sans zone de responsabilité ne voit aucun enregistrement.',
      password_rule:
        'Le mot de passe doit contenir au moins 12 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial',
    },
    roles: { slug_helper: 'Exemple : GROUP_SLUG', select_category: 'Sélectionner toutes les permissions %{category}' },
    profile: {
      two_factor: {
        title: 'Connexion à deux facteurs',
        off: "La connexion à deux facteurs est désactivée. Activée, la connexion demande aussi un code d'une application d'authentification sur votre téléphone.",
        set_up: 'Configurer',
        required: 'Votre rôle exige la connexion à deux facteurs.',
        scan: "Scannez ce code QR avec une application d'authentification, puis saisissez le code à 6 chiffres qu'elle affiche.",
        qr_alt: "Code QR pour votre application d'authentification",
        key: "Ou saisissez cette clé dans l'application :",
        code: 'Code',
        confirm: 'Confirmer',
        codes_help:
          'Conservez ces codes de récupération en lieu sûr. Chacun vous connecte une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
        codes_saved: "J'ai enregistré mes codes de récupération",
        on: 'La connexion à deux facteurs est activée. Codes de récupération restants : %{count}.',
        required_on: 'Votre rôle exige la connexion à deux facteurs : elle ne peut pas être désactivée.',
        turn_off_help: 'Pour désactiver la connexion à deux facteurs, saisissez votre mot de passe actuel.',
        turn_off: 'Désactiver',
      },
      signature: {
        name: 'Nom',
        details: 'Détails de la signature',
        option: 'Signature',
        option_new: 'Nouvelle signature',
        option_upload: 'Téléverser une signature',
        pad: 'Zone de signature',
        clear: 'Effacer',
        upload: 'Image de signature (PNG ou JPEG)',
        submit: 'Enregistrer la signature',
        missing: 'Veuillez fournir une signature pour continuer.',
        saved: 'Signature créée avec succès',
        saved_list: 'Signatures enregistrées',
        none: 'Aucune signature pour le moment',
      },
      password: {
        current: 'Mot de passe actuel',
        new: 'Nouveau mot de passe',
        confirm: 'Confirmer le mot de passe',
        submit: 'Changer le mot de passe',
        mismatch: 'Les mots de passe ne correspondent pas',
        updated: 'Le mot de passe a été mis à jour.',
      },
    },
  },
};
