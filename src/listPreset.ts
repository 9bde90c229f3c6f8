/**
 * Dashboard links open a list with plain query parameters (`?status=APPROVED&school=3`, spec part 3 §2). react-admin
 * keeps a list's filter in `?filter=<json>` and in its store (shared by every tab of the browser), and a stored filter
 * would win over `filterDefaultValues`: so a list that receives such a link rewrites it into its own `filter` parameter
 * once, which wins over the store, and the link shows exactly what it promised.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Returns true while the address is being rewritten (render nothing meanwhile). */
export function usePresetInAddress(preset: Record<string, unknown> | null): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pending = !!preset && Object.keys(preset).length > 0 && !new URLSearchParams(search).has('filter');
  useEffect(() => {
    if (pending) navigate({ search: `?filter=${encodeURIComponent(JSON.stringify(preset))}` }, { replace: true });
  }, [pending, preset, navigate]);
  return pending;
}
