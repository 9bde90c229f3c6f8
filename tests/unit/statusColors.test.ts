import { describe, expect, it } from 'vitest';
import { statusColor } from '../../domain/statusColors.js';

describe('statusColor (spec part 1 §4)', () => {
  it.each([
    ...['APPROVED', 'COMPLETED', 'REPAIRED', 'ENDORSED', 'SUCCESS'].map((s) => [s, 'success']),
    ...['SUBMITTED', 'PENDING', 'INSPECTED', 'PENDING_MA', 'PENDING_SCD', 'PENDING_OM'].map((s) => [s, 'info']),
    ...['REJECTED', 'VOID', 'FOLLOW UP', 'FAILED'].map((s) => [s, 'error']),
    ...['PENDING_TC', 'PENDING_E_INVOICE', 'WSO_PENDING_MA', 'WSO_PENDING_CREATION'].map((s) => [s, 'info']),
    ...['VERIFIED', 'ACKNOWLEDGE'].map((s) => [s, 'success']),
    ['DRAFT', 'secondary'],
    ['FOR APPROVAL', 'warning'],
    ['PROCESSING', 'warning'],
  ])('%s -> %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });

  it('ignores case and reads underscores as spaces', () => {
    expect(statusColor('approved')).toBe('success');
    expect(statusColor('Follow Up')).toBe('error');
    expect(statusColor('FOLLOW_UP')).toBe('error');
    expect(statusColor('for_approval')).toBe('warning');
  });

  it('falls back to default for unknown or missing statuses', () => {
    for (const s of ['', null, undefined, 'ARCHIVED', 'PENDING MA?']) expect(statusColor(s)).toBe('default');
  });
});
