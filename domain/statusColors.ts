/** Spec part 1 §4: badge colour per status, used everywhere. */
export type StatusColor = 'success' | 'info' | 'error' | 'secondary' | 'warning' | 'default';

const COLORS: Record<string, StatusColor> = {
  APPROVED: 'success', COMPLETED: 'success', REPAIRED: 'success', ENDORSED: 'success', SUCCESS: 'success',
  SUBMITTED: 'info', PENDING: 'info', INSPECTED: 'info',
  PENDING_MA: 'info', PENDING_SCD: 'info', PENDING_OM: 'info',
  REJECTED: 'error', VOID: 'error', 'FOLLOW UP': 'error', FAILED: 'error',
  DRAFT: 'secondary',
  'FOR APPROVAL': 'warning', PROCESSING: 'warning',
};

export function statusColor(status: string | null | undefined): StatusColor {
  if (!status) return 'default';
  return COLORS[status.toUpperCase()] ?? COLORS[status.toUpperCase().replace(/_/g, ' ')] ?? 'default';
}
