/** Messages of the API-tokens screen (`caretaker.api_tokens.*`); French, German and Dutch beside it. */
export const en = {
  caretaker: {
    api_tokens: {
      title: 'API tokens',
      intro:
        'Tokens let another system (a finance or asset system) call the API as a service account: a user of a role, with exactly that role’s permissions and schools or zones. Every use is recorded in the audit log under the token’s name.',
      create: 'New token',
      created_title: 'Token created',
      once_warning:
        'Copy this token now and keep it somewhere safe. It will not be shown again: only a fingerprint of it is stored.',
      token_label: 'Token “%{name}”',
      copy: 'Copy token',
      copied: 'Copied',
      done: 'Done',
      name_help: 'Names the token in the audit log, e.g. “finance-system”.',
      user_help: 'The token acts as this user, with their role’s permissions and scope.',
      expires_in: 'Expires in',
      days: '%{smart_count} day |||| %{smart_count} days',
      never: 'Never',
      revoke: 'Revoke',
      revoke_named: 'Revoke token %{name}',
      revoke_title: 'Revoke token “%{name}”?',
      revoke_question: 'The token is refused from its next request on. This cannot be undone.',
      revoked: 'API token revoked.',
      status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
      columns: {
        name: 'Name',
        prefix: 'Token',
        user: 'Service account',
        expires_at: 'Expires',
        last_used_at: 'Last used',
        status: 'State',
        actions: 'Actions',
      },
    },
  },
};
