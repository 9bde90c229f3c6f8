/**
 * Theme settings of spec part 1 §2.3 and §9: theme (default, colored — the default —, dark, light),
 * sidebar position (left/right), sidebar behaviour (sticky/fixed/compact) and layout (fluid/boxed).
 * Persisted in localStorage under `theme`, `sidebarPosition`, `sidebarBehavior`, `layout`; URL query
 * parameters of the same names preset them.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const THEMES = ['default', 'colored', 'dark', 'light'] as const;
export const SIDEBAR_POSITIONS = ['left', 'right'] as const;
export const SIDEBAR_BEHAVIORS = ['sticky', 'fixed', 'compact'] as const;
export const LAYOUTS = ['fluid', 'boxed'] as const;

export interface ThemeSettings {
  theme: (typeof THEMES)[number];
  sidebarPosition: (typeof SIDEBAR_POSITIONS)[number];
  sidebarBehavior: (typeof SIDEBAR_BEHAVIORS)[number];
  layout: (typeof LAYOUTS)[number];
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: 'colored',
  sidebarPosition: 'left',
  sidebarBehavior: 'sticky',
  layout: 'fluid',
};

const ALLOWED: { [K in keyof ThemeSettings]: readonly string[] } = {
  theme: THEMES,
  sidebarPosition: SIDEBAR_POSITIONS,
  sidebarBehavior: SIDEBAR_BEHAVIORS,
  layout: LAYOUTS,
};
const KEYS = Object.keys(ALLOWED) as (keyof ThemeSettings)[];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Stored values, then URL query parameters (which win and are stored), then defaults. */
export function loadThemeSettings(search = typeof window === 'undefined' ? '' : window.location.search): ThemeSettings {
  const out: ThemeSettings = { ...DEFAULT_THEME_SETTINGS };
  const params = new URLSearchParams(search);
  const s = storage();
  for (const key of KEYS) {
    const fromQuery = params.get(key);
    const stored = s?.getItem(key);
    if (fromQuery && ALLOWED[key].includes(fromQuery)) {
      (out as unknown as Record<string, string>)[key] = fromQuery;
      s?.setItem(key, fromQuery);
    } else if (stored && ALLOWED[key].includes(stored)) (out as unknown as Record<string, string>)[key] = stored;
  }
  return out;
}

interface ThemeSettingsContextValue {
  settings: ThemeSettings;
  setSetting: <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => void;
  reset: () => void;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
}

const ThemeSettingsContext = createContext<ThemeSettingsContextValue | null>(null);

export function ThemeSettingsProvider({ children, initial }: { children: ReactNode; initial?: ThemeSettings }) {
  const [settings, setSettings] = useState<ThemeSettings>(() => initial ?? loadThemeSettings());
  const [panelOpen, setPanelOpen] = useState(false);
  const setSetting = useCallback(<K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => {
    storage()?.setItem(key, value);
    setSettings((prev) => ({ ...prev, [key]: value }));
  }, []);
  const reset = useCallback(() => {
    const s = storage();
    for (const key of KEYS) s?.setItem(key, DEFAULT_THEME_SETTINGS[key]);
    setSettings({ ...DEFAULT_THEME_SETTINGS });
  }, []);
  const value = useMemo(
    () => ({ settings, setSetting, reset, panelOpen, setPanelOpen }),
    [settings, setSetting, reset, panelOpen],
  );
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

export function useThemeSettings(): ThemeSettingsContextValue {
  const ctx = useContext(ThemeSettingsContext);
  if (!ctx) {
    return {
      settings: DEFAULT_THEME_SETTINGS,
      setSetting: () => undefined,
      reset: () => undefined,
      panelOpen: false,
      setPanelOpen: () => undefined,
    };
  }
  return ctx;
}
