/** The shapes the import screen reads (GET /imports, POST /imports/{kind}/check and /imports/{kind}). */
export interface ImportKindInfo {
  name: string;
  key_columns: string[];
  columns: { key: string; required: boolean; description: string; example: string }[];
}

export interface ImportReport {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  problems: { row: number; column: string; message: string }[];
  problem_count: number;
}

/** A large import running as a job (GET /imports/jobs/{id}); `data` is its report once it ended. */
export interface ImportJob {
  id: number;
  kind: string;
  status: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  progress: { done: number; total: number };
  data: ImportReport | null;
  message: string | null;
}
