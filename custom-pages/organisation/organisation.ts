/** The user-organisation model of spec part 1 §3, §5 and the save body of `PUT /user-organization/{school}/update`. */
import { CATEGORY_OPTIONS } from './constants.js';

export interface Person {
  id: number;
  full_name: string;
  email?: string;
}

export interface OmRow extends Person {
  school_send_email: boolean;
  school_updated_by?: { id: number; full_name: string } | null;
  school_updated_at?: string | null;
}

export interface MaRow extends Person {
  category_options: string[];
  is_send_email: boolean;
  updated_by?: { id: number; full_name: string } | null;
  updated_at?: string | null;
}

export interface Organisation {
  school: {
    id: number;
    name: string;
    zone?: string | null;
    address?: string | null;
    school_type?: string | null;
    telephone?: string | null;
  };
  operation_managers: OmRow[];
  managing_agents: MaRow[];
}

export type AddResult<T> = { list: T[]; added: boolean; duplicate?: string };

/**
 * Adds a person to a section: nothing happens when none is selected; a person already listed gives
 * `duplicate` (the screen warns '{name} has already been added').
 */
export function addMember<T extends Person>(
  list: T[],
  person: Person | null | undefined,
  make: (p: Person) => T,
): AddResult<T> {
  if (!person) return { list, added: false };
  if (list.some((m) => m.id === person.id)) return { list, added: false, duplicate: person.full_name };
  return { list: [...list, make(person)], added: true };
}

/** New operations managers: send e-mail on. */
export const newOm = (p: Person): OmRow => ({
  id: p.id,
  full_name: p.full_name,
  email: p.email,
  school_send_email: true,
  school_updated_by: null,
  school_updated_at: null,
});

/** New managing agents: all four category options and send e-mail on. */
export const newMa = (p: Person): MaRow => ({
  id: p.id,
  full_name: p.full_name,
  email: p.email,
  category_options: [...CATEGORY_OPTIONS],
  is_send_email: true,
  updated_by: null,
  updated_at: null,
});

export function savePayload(schoolId: number | string, oms: OmRow[], mas: MaRow[]) {
  return {
    school: Number(schoolId),
    operation_managers: oms.map((m) => ({ id: m.id, school_send_email: !!m.school_send_email })),
    managing_agents: mas.map((m) => ({
      id: m.id,
      category_options: m.category_options,
      is_send_email: !!m.is_send_email,
    })),
  };
}
