/** The document repository's react-admin resource name (= its client route) and API path. */
export const DOCUMENTS_ROUTE = 'document-repository';
export const DOCUMENTS_API = '/documents';
