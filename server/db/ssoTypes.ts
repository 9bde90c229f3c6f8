/** Kysely tables of OpenID Connect single sign-on (migration 0092), merged into `Database`. */
import type { Generated } from 'kysely';

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  /** The provider's id in OIDC_PROVIDERS. */
  provider: string;
  /** The provider's `sub` claim: stable for the account at that provider. */
  subject: string;
  /** The e-mail the provider gave when the link was made (for administrators reading the table). */
  email: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface SsoFlowTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string;
  /** SHA-256 (hex) of the flow cookie given to the browser that started it: another browser cannot finish it. */
  browser_hash: string;
  provider: string;
  /** The PKCE verifier: never leaves the server. */
  code_verifier: string;
  nonce: string;
  /** The client that started it: flows still open per client are limited (FLOWS_PER_CLIENT). */
  ip: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SsoHandoffTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  provider: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

declare module './types.js' {
  interface Database {
    user_identities: UserIdentityTable;
    sso_flows: SsoFlowTable;
    sso_handoffs: SsoHandoffTable;
  }
  interface RoleTable {
    /** 0: the role's users sign in through their organisation's provider only (POST /auth/login answers 403). */
    password_sign_in: Generated<number>;
  }
  interface SessionTable {
    /** The provider the session was opened through; null for a password sign-in. */
    sso_provider: Generated<string | null>;
  }
}
