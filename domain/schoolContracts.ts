/**
 * The work categories of a school contract year, each with its own amount (the synthetic field has its OWN amount — the
 * old screen wired it to school_field by mistake). Shared by the contract screen, its route and the import.
 */
export const CONTRACT_AMOUNTS = [
  'schedule_maintenance',
  'general_r_and_r',
  'custodial_repairs',
  'school_field',
  'synthetic_field',
  'landscape_exclude_school_field',
  'landscape_pond',
  'landscape_garden',
] as const;
export type ContractAmount = (typeof CONTRACT_AMOUNTS)[number];
