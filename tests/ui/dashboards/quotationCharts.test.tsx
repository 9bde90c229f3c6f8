import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createTheme } from '@mui/material';
import { SummaryChart, seriesColours } from '../../../custom-pages/dashboards/QuotationCharts.js';
import { THEME_OPTIONS } from '../../../src/layout/themes.js';
import { i18nProvider } from '../quotations/harness.js';

const row = (label: string, k: number) => ({
  key: label,
  label,
  pending: 1000 * k,
  approved: 2000 * k,
  completed: 500 * k,
  paid: 300 * k,
  rejected: 100 * k,
  counts: { pending: 1, approved: 1, completed: 1, paid: 1, rejected: 1 },
});

/** Hue in degrees of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueGap = (a: string, b: string) => {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
};

describe('quotation month chart', () => {
  it('draws straight segments between months (no smoothing that invents values in between)', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ width: 600 }}>
          <SummaryChart kind="line" label="By month" rows={[row('2026-09', 1), row('2026-10', 3), row('2026-11', 2)]} />
        </div>
      </AdminContext>,
    );
    const lines = [...container.querySelectorAll('path.recharts-line-curve')];
    expect(lines.length).toBe(5);
    for (const l of lines) expect(l.getAttribute('d')).toMatch(/^M[^C]*$/);
  });

  it('gives every series its own colour: Approved and Paid far apart in hue, in every theme', () => {
    for (const [name, options] of Object.entries(THEME_OPTIONS)) {
      const c = seriesColours(createTheme(options));
      expect(new Set(Object.values(c)).size, name).toBe(5);
      expect(hueGap(c.approved, c.paid), name).toBeGreaterThanOrEqual(60);
      for (const a of Object.values(c))
        for (const b of Object.values(c))
          if (a !== b) expect(hueGap(a, b), `${name} ${a} ${b}`).toBeGreaterThanOrEqual(20);
    }
  });
});
