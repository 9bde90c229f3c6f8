/**
 * The discovery documents (RFC 7644 §4): what this server supports, its one resource type and its schemas — the
 * attributes it keeps, so a directory's mapping screen can offer them.
 */
import { ZONES, CONTRACTORS, DESIGNATIONS } from '../../../domain/constants.js';
import { CARETAKER_USER, CORE_USER, LIST_RESPONSE } from './resource.js';

export const MAX_COUNT = 200;

export const serviceProviderConfig = () => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: 'docs/provisioning.md',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_COUNT },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'API token',
      description:
        'An API token of a service account whose role has user.view, user.create and user.edit (Settings → API tokens), sent as Authorization: Bearer ctk_…',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig' },
});

const userType = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: 'A person who signs in to Caretaker',
  schema: CORE_USER,
  schemaExtensions: [{ schema: CARETAKER_USER, required: false }],
  meta: { resourceType: 'ResourceType' },
};

const listOf = (resources: object[]) => ({
  schemas: [LIST_RESPONSE],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const resourceTypes = () => listOf([userType]);

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const coreSchema = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id: CORE_USER,
  name: 'User',
  description: 'The attributes of a user Caretaker keeps',
  attributes: [
    attribute('userName', 'string', { required: true, uniqueness: 'server', description: 'The e-mail address.' }),
    attribute('externalId', 'string', { caseExact: true }),
    attribute('displayName', 'string', { description: 'The full name.' }),
    attribute('name', 'complex', {
      subAttributes: ['formatted', 'givenName', 'familyName'].map((n) => attribute(n, 'string')),
    }),
    attribute('emails', 'complex', {
      multiValued: true,
      description: 'The work address; the same as userName.',
      subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
    }),
    attribute('phoneNumbers', 'complex', {
      multiValued: true,
      description: 'The mobile number (digits, +, spaces).',
      subAttributes: [attribute('value', 'string'), attribute('type', 'string')],
    }),
    attribute('active', 'boolean', {
      description: 'false: deactivated — signed out, unable to sign in, records kept.',
    }),
  ],
  meta: { resourceType: 'Schema', location: `/Schemas/${CORE_USER}` },
};

const extensionSchema = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id: CARETAKER_USER,
  name: 'Caretaker user',
  description: "A user's role and where they work, as the administrator's user form sets them",
  attributes: [
    attribute('role', 'string', {
      required: true,
      caseExact: true,
      description: 'The role slug, e.g. OPERATIONS-MANAGER.',
    }),
    attribute('zones', 'string', { multiValued: true, canonicalValues: [...ZONES], description: 'Zones in charge.' }),
    attribute('school', 'string', { caseExact: true, description: "An operations manager's school (its slug)." }),
    attribute('contractor', 'string', { canonicalValues: [...CONTRACTORS] }),
    attribute('designation', 'string', { canonicalValues: [...DESIGNATIONS] }),
  ],
  meta: { resourceType: 'Schema', location: `/Schemas/${CARETAKER_USER}` },
};

export const schemasDocument = () => listOf([coreSchema, extensionSchema]);
