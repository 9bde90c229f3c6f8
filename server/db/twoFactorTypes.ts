/** Kysely tables of two-factor sign-in (migration 0091), merged into `Database`. */
import type { Generated } from 'kysely';

export interface UserTwoFactorTable {
  user_id: number;
  /** The TOTP secret, AES-256-GCM encrypted (server/services/twoFactor/secretBox.ts); never sent after enrolment. */
  secret_enc: string;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: string | null;
  /** The last TOTP time step accepted (bigint, read through Number()): a code of that step or before is refused. */
  last_step: Generated<number | string>;
  created_at: string;
}

export interface TwoFactorRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface SignInChallengeTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'verify' | 'enrol';
  ip: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface TwoFactorKeyTable {
  name: string;
  value: string;
}

declare module './types.js' {
  interface Database {
    user_two_factor: UserTwoFactorTable;
    two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
    sign_in_challenges: SignInChallengeTable;
    two_factor_keys: TwoFactorKeyTable;
  }
  interface RoleTable {
    /** 1: users of this role must have a second factor (they enrol on their next sign-in). */
    requires_two_factor: Generated<number>;
  }
}
