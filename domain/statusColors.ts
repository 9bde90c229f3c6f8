/** Spec part 1 §4: badge colour per status, used everywhere. */
export type StatusColor = 'success' | 'info' | 'error' | 'secondary' | 'warning' | 'default';

const COLORS: Record<string, StatusColor> = {
  APPROVED: 'success',
  COMPLETED: 'success',
  REPAIRED: 'success',
  ENDORSED: 'success',
  SUCCESS: 'success',
  SUBMITTED: 'info',
  PENDING: 'info',
  INSPECTED: 'info',
  PENDING_MA: 'info',
  PENDING_SCD: 'info',
  PENDING_OM: 'info',
  REJECTED: 'error',
  VOID: 'error',
  'FOLLOW UP': 'error',
  FAILED: 'error',
  DRAFT: 'secondary',
  'FOR APPROVAL': 'warning',
  PROCESSING: 'warning',
};

/**
 * The spec's "pending-approval states" include every PENDING_* current status (PENDING_TC, PENDING_E_INVOICE…) and
 * the WSO-side WSO_PENDING_*; VERIFIED and ACKNOWLEDGE are an approver's positive answers.
 */
export function statusColor(status: string | null | undefined): StatusColor {
  if (!status) return 'default';
  const s = status.toUpperCase();
  const known = COLORS[s] ?? COLORS[s.replace(/_/g, ' ')];
  if (known) return known;
  if (/^(WSO_)?PENDING_[A-Z_]+$/.test(s)) return 'info';
  if (s === 'VERIFIED' || s === 'ACKNOWLEDGE' || s === 'ACKNOWLEDGED') return 'success';
  return 'default';
}
