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
        status: 'Status',
      },
      notifications: {
        created: 'Gebruiker succesvol aangemaakt',
        updated: 'Gebruiker succesvol bijgewerkt',
        deleted: 'Gebruiker succesvol verwijderd',
      },
    },
    'settings/roles': {
      name: 'Rol |||| Rollen',
      fields: {
        id: 'ID',
        name: 'Naam',
        slug: 'Code',
        description: 'Omschrijving',
        requires_two_factor: 'Vereist aanmelden in twee stappen',
        password_sign_in: 'Aanmelden met wachtwoord toegestaan',
        permission_ids: 'Rechten',
      },
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
      tabs: {
        basic: 'Basisinformatie',
        signature: 'Handtekening',
        change_password: 'Wachtwoord wijzigen',
        two_factor: 'Aanmelden in twee stappen',
      },
      status: { active: 'Actief', deactivated: 'Gedeactiveerd' },
      deactivate: 'Deactiveren',
      reactivate: 'Heractiveren',
      deactivate_question:
        'Deze gebruiker deactiveren? Hij wordt meteen overal afgemeld, zijn API-tokens worden ingetrokken en hij kan zich pas na heractivering weer aanmelden. Zijn gegevens blijven bewaard.',
      reactivate_question:
        'Deze gebruiker heractiveren? Hij kan zich weer aanmelden (bij de deactivering ingetrokken API-tokens blijven ingetrokken).',
      deactivated_note: 'Deze gebruiker is gedeactiveerd: hij kan zich niet aanmelden.',
      two_factor_reset: 'Twee stappen resetten',
      two_factor_reset_question:
        'Het aanmelden in twee stappen van deze gebruiker verwijderen en hem overal afmelden? Als zijn rol het vereist, stelt hij het bij de volgende aanmelding opnieuw in.',
      zoneless_warning: 'Een gebruiker met deze rol zonder verantwoordelijke zone ziet geen records.',
      password_rule:
        'Het wachtwoord moet minstens 12 tekens bevatten, een hoofdletter, een kleine letter, een cijfer en een speciaal teken',
    },
    roles: { slug_helper: 'Voorbeeld: GROUP_SLUG', select_category: 'Alle %{category}-rechten selecteren' },
    profile: {
      two_factor: {
        title: 'Aanmelden in twee stappen',
        off: 'Aanmelden in twee stappen staat uit. Staat het aan, dan vraagt het aanmelden ook een code uit een authenticator-app op uw telefoon.',
        set_up: 'Instellen',
        required: 'Uw rol vereist aanmelden in twee stappen.',
        scan: 'Scan deze QR-code met een authenticator-app en voer daarna de 6-cijferige code in die deze toont.',
        qr_alt: 'QR-code voor uw authenticator-app',
        key: 'Of voer deze sleutel in de app in:',
        code: 'Code',
        confirm: 'Bevestigen',
        codes_help:
          'Bewaar deze herstelcodes op een veilige plek. Elke code meldt u één keer aan als u uw telefoon kwijt bent. Ze worden alleen nu getoond.',
        codes_saved: 'Ik heb mijn herstelcodes bewaard',
        on: 'Aanmelden in twee stappen staat aan. Resterende herstelcodes: %{count}.',
        required_on: 'Uw rol vereist aanmelden in twee stappen: het kan niet worden uitgezet.',
        turn_off_help: 'Voer uw huidige wachtwoord in om aanmelden in twee stappen uit te zetten.',
        turn_off: 'Uitzetten',
      },
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
