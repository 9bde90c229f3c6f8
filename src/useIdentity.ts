/**
 * The signed-in user as `GET /auth/me` answers it (src/authProvider.ts `Me`), typed once: screens read the role,
 * school, zones, permissions and stored signatures from here instead of casting react-admin's untyped identity.
 */
import { useGetIdentity } from 'react-admin';
import type { Me } from './authProvider.js';

/** A signature the user keeps in their profile ("my signature"). */
export interface StoredSignature {
  id: number;
  name?: string;
  signature_details?: string | null;
  url?: string;
}

export interface Identity extends Me {
  fullName: string;
  signatures?: StoredSignature[];
}

export function useIdentity(): { identity: Identity | undefined; isPending: boolean; role: string } {
  const { identity, isPending } = useGetIdentity();
  const typed = identity as Identity | undefined;
  return { identity: typed, isPending, role: typed?.role?.slug ?? '' };
}
