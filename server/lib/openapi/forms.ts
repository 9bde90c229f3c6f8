import { fileField, int, multipartBody, str, type JsonSchema } from './responses.js';

/**
 * Multipart forms of the quotation routes, for the document (the routes read and check the parts themselves). These routes
 * also take the same fields as a JSON object (the JSON-valued fields then as JSON values); the document names the form only,
 * because the fields are checked by the workflow rules, not by a body schema.
 */

const jsonText = (what: string): JsonSchema => ({ description: `${what}: JSON (a JSON text in a multipart form)` });

const signatureFields: Record<string, JsonSchema> = {
  signature_options: {
    type: 'string',
    enum: ['my_signature', 'new_signature', 'upload_signature', 'saved_signature'],
    description: 'my_signature (spec part 2 §9; stored as such); the older values are still read',
  },
  signature: {
    type: 'string',
    description: 'A drawn signature as a data:image/png;base64 URL, or the id of a saved one',
  },
  signature_details: str,
  name: str,
};

/** POST /quotations and POST /quotations/{id}: the header, the items and the preparer's signature; files become supporting documents. */
export const quotationForm = multipartBody(
  {
    status: { type: 'string', enum: ['DRAFT', 'PENDING'], description: 'PENDING submits the quotation' },
    school_id: int,
    date: { type: 'string', format: 'date' },
    job: str,
    trade: str,
    location: str,
    remarks: str,
    job_type: jsonText('List of job types'),
    contacts: jsonText('{ attention, cc, tel, fax, location }'),
    quotation_items: jsonText('List of items (FSR id, quantity, …); amounts are recomputed by the server'),
    version: { type: 'integer', description: 'The version last read, to refuse a stale update (409)' },
    ...signatureFields,
    files: fileField('Supporting documents', true),
  },
  [],
);

/** The approval steps that take documents and a signature: MA approval, post approval, MOE-fund approval. */
export const transitionForm = multipartBody(
  {
    status: str,
    remarks: str,
    status_remarks: str,
    source_fund: str,
    document_type: str,
    epo_reference_no: str,
    epi_reference_no: str,
    next_approval: { type: 'integer', description: 'The next managing agent (MA acknowledge)' },
    version: { type: 'integer', description: 'The version last read, to refuse a stale transition (409)' },
    ...signatureFields,
    files: fileField('Supporting documents', true),
  },
  [],
);
