/** Business constants of spec part 1 §3, §6 and §9. */
export const ZONES = ['NORTH', 'NORTH_EAST', 'EAST', 'SOUTH', 'SOUTH_WEST', 'WEST'] as const;
export type Zone = (typeof ZONES)[number];
/** What a zone code reads as in reports and screens. */
export const ZONE_LABELS: Record<Zone, string> = {
  NORTH: 'North',
  NORTH_EAST: 'North East',
  EAST: 'East',
  SOUTH: 'South',
  SOUTH_WEST: 'South West',
  WEST: 'West',
};
/** The label of a zone code; an unknown code (or none) as it is. */
export const zoneLabel = (zone: string | null | undefined): string => (zone ? (ZONE_LABELS[zone as Zone] ?? zone) : '');

export const SUB_ZONES: Record<Zone, readonly string[]> = {
  NORTH: ['N1', 'N2'],
  NORTH_EAST: ['NE1', 'NE2'],
  EAST: ['E1', 'E2'],
  SOUTH: ['S'],
  SOUTH_WEST: ['SW1', 'SW2'],
  WEST: ['W1', 'W2'],
};

/** Document repository categories are the lower-case zones. */
export const DOCUMENT_CATEGORIES = ['north', 'north-east', 'east', 'south', 'south-west', 'west'] as const;
export const DOCUMENT_BUCKET = 'north_east';

export const CONTRACTORS = ['SH', 'LIKO', 'TTK', 'SP'] as const;

export const DESIGNATIONS = [
  'Admin',
  'Assistant facility manager',
  'Assistant project manager',
  'Arborist',
  'Assistant zone supervisor',
  'Building technician',
  'Coordinator',
  'Custodian team',
  'Executive',
  'Facility manager',
  'ICT manager',
  'Horticulturist',
  'Lead manager',
  'Manager',
  'Managing agent',
  'Managing agent quantity surveyor',
  'Maintenance team',
  'Operations manager',
  'Operations director',
  'Project team',
  'Project manager',
  'Safety officer',
  'South 1 Team',
  'Supervisor',
  'Technician',
  'Term contractor',
  'Term contractor quantity surveyor',
  'Vice principal',
  'Vice principal admin',
  'Zone manager',
  'Zone supervisor',
] as const;

export const SESSION_TTL_SECONDS = 10800;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
export const PASSWORD_MIN_LENGTH = 12;
export const DOCUMENT_MAX_UPLOAD_BYTES = 268435456;
export const SEARCH_DEBOUNCE_MS = 300;
