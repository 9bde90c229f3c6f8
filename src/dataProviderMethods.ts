/**
 * The data provider's typed custom methods (issue 9 §5): the calls of the areas that are not a resource's CRUD, named in
 * the domain's words, so a page says `dataProvider.quotationStep(id, 'void', body)` or `dataProvider.copSubmit(…)`
 * instead of building paths. Top-level functions returning promises, as react-admin's `useDataProvider` proxy requires
 * (it wraps every property as a call: a namespace object would not survive it). Built on the provider's own `send`, so
 * a test's provider that replaces `send` changes these too.
 */
import type { CopTab } from '../domain/cop.js';
import type { QueryValue } from './http.js';

// The caller names the answer's shape (each area's api.ts has the types); unknown would make every call cast.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

export interface SendParams {
  method?: string;
  path: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
}

export interface WithSend {
  send<T = Answer>(params: SendParams): Promise<T>;
}

/** The quotation workflow's steps that are a POST to `/quotations/{id}/{step}` (docs/api-quotations.md). */
export type QuotationStep =
  | 'void'
  | 'reject'
  | 'clone'
  | 'ma-approval'
  | 'moe-fund-approve'
  | 'update-final-quotation-status'
  | 'update-payment-status'
  | 'update-attachments';

const id = (v: number | string) => encodeURIComponent(String(v));

export function caretakerMethods(p: WithSend) {
  return {
    /** `GET /config/{name}`: an area's choices and columns. */
    configGet: async <T = Answer>(name: string): Promise<T> =>
      (await p.send<{ data: T }>({ path: `/config/${name}` })).data,
    /** Saves the form: a new quotation, or the quotation `quotationId`. */
    quotationSave: <T = Answer>(quotationId: number | string | undefined, body: unknown) =>
      p.send<T>({
        method: 'POST',
        path: quotationId === undefined ? '/quotations' : `/quotations/${id(quotationId)}`,
        body,
      }),
    /** A workflow step (void, reject, clone, approvals, payment status, attachments). */
    quotationStep: <T = Answer>(quotationId: number | string, step: QuotationStep, body?: unknown) =>
      p.send<T>({ method: 'POST', path: `/quotations/${id(quotationId)}/${step}`, body }),
    quotationRemove: <T = Answer>(quotationId: number | string) =>
      p.send<T>({ method: 'DELETE', path: `/quotations/${id(quotationId)}` }),
    quotationRegenerateReport: <T = Answer>(quotationId: number | string) =>
      p.send<T>({ path: `/quotations/${id(quotationId)}/report-generation` }),
    quotationDeleteFile: <T = Answer>(quotationId: number | string, fileId: number | string) =>
      p.send<T>({ method: 'DELETE', path: `/quotations/${id(quotationId)}/files/${id(fileId)}` }),
    /** A page of COP claims (filters zone, status, year, month). */
    /** Creates a zone's claim for a month. */
    copCreate: <T = Answer>(body: { zone: string; year: number; month: number }) =>
      p.send<T>({ method: 'POST', path: '/cops', body }),
    /** One tab of a claim (cover, overall, summary or a category). */
    copTab: async <T = Answer>(copId: number | string, tab: CopTab): Promise<T> =>
      (await p.send<{ data: T }>({ path: `/cops/${id(copId)}`, query: { category: tab } })).data,
    /** A category's rows, sent together (the server recomputes every figure). */
    copUpdate: <T = Answer>(copId: number | string, category: string, rows: Record<string, unknown>[]) =>
      p.send<T>({ method: 'POST', path: `/cops/${id(copId)}`, body: { category, cop_detail_school: rows } }),
    copSign: <T = Answer>(copId: number | string, fields: Record<string, string>) =>
      p.send<T>({ method: 'POST', path: `/cops/${id(copId)}/sign`, body: fields }),
    copSubmit: <T = Answer>(copId: number | string, fields: Record<string, string>) =>
      p.send<T>({ method: 'POST', path: `/cops/${id(copId)}/submit`, body: fields }),
  };
}

export type CaretakerMethods = ReturnType<typeof caretakerMethods>;

/** The provider with its custom methods added (they call its `send`). */
export function withCaretakerMethods<P extends WithSend>(provider: P): P & CaretakerMethods {
  return { ...provider, ...caretakerMethods(provider) };
}
