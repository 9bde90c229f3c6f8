/** Dutch messages (the English, the specification's wording, is in i18n.ts). */

export const nl = {
  resources: {
    'settings/users': {
      name: 'Gebruiker |||| Gebruikers',
      fields: {
        id: 'ID',
        full_name: 'Naam',
        email: 'E-mail',
        password: 'Wachtwoord',
        designation: 'Functie',
        mobile_no: 'Mobiel nummer',
        role_id: 'Rol',
        school_id: 'School',
        contractor: 'Aannemer',
        zone_in_charge: 'Verantwoordelijke zone',
      },
      notifications: {
        created: 'Gebruiker succesvol aangemaakt',
        updated: 'Gebruiker succesvol bijgewerkt',
        deleted: 'Gebruiker succesvol verwijderd',
      },
    },
    'settings/roles': {
      name: 'Rol |||| Rollen',
      fields: { id: 'ID', name: 'Naam', slug: 'Code', description: 'Omschrijving', permission_ids: 'Rechten' },
      notifications: {
        created: 'Rol succesvol aangemaakt',
        updated: 'Rol succesvol bijgewerkt',
        deleted: 'Rol succesvol verwijderd',
      },
    },
    'settings/permissions': {
      name: 'Recht |||| Rechten',
      fields: { id: 'ID', name: 'Naam', slug: 'Code', category: 'Categorie', description: 'Omschrijving' },
      notifications: {
        created: 'Recht succesvol aangemaakt',
        updated: 'Recht succesvol bijgewerkt',
        deleted: 'Recht succesvol verwijderd',
      },
    },
    'settings/audit-log': {
      name: 'Auditlog |||| Auditlog',
      fields: {
        id: 'ID',
        created_at: 'Tijd',
        actor_name: 'Gebruiker',
        action: 'Actie',
        entity: 'Entiteit',
        entity_id: 'Record',
        ip: 'IP-adres',
        before: 'Voor',
        after: 'Na',
      },
    },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Basisinformatie', signature: 'Handtekening', change_password: 'Wachtwoord wijzigen' },
      zoneless_warning: 'Een gebruiker met deze rol zonder verantwoordelijke zone ziet geen records.',
      password_rule:
        'Het wachtwoord moet minstens 12 tekens bevatten, een hoofdletter, een kleine letter, een cijfer en een speciaal teken',
    },
    roles: { slug_helper: 'Voorbeeld: GROUP_SLUG', select_category: 'Alle %{category}-rechten selecteren' },
    profile: {
      signature: {
        name: 'Naam',
        details: 'Handtekeninggegevens',
        option: 'Handtekening',
        option_new: 'Nieuwe handtekening',
        option_upload: 'Handtekening uploaden',
        pad: 'Handtekeningveld',
        clear: 'Wissen',
        upload: 'Afbeelding van de handtekening (PNG of JPEG)',
        submit: 'Handtekening opslaan',
        missing: 'Zet een handtekening om verder te gaan.',
        saved: 'Handtekening succesvol aangemaakt',
        saved_list: 'Opgeslagen handtekeningen',
        none: 'Nog geen handtekeningen',
      },
      password: {
        current: 'Huidig wachtwoord',
        new: 'Nieuw wachtwoord',
        confirm: 'Wachtwoord bevestigen',
        submit: 'Wachtwoord wijzigen',
        mismatch: 'Wachtwoorden komen niet overeen',
        updated: 'Het wachtwoord is bijgewerkt.',
      },
    },
  },
};
