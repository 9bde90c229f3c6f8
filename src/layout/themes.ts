/** The four colour schemes of the theme settings (spec part 1 §9): default, colored (the default), dark, light. */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ThemeSettings } from './themeSettings.js';

export interface SidebarColors {
  background: string;
  text: string;
  active: string;
  activeBackground: string;
}

const BLUE = '#3b7ddd';

function isPlain(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Plain-object deep merge (arrays and functions are replaced, not merged). */
function deepmerge<T>(base: T, over: unknown): T {
  if (!isPlain(base) || !isPlain(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isPlain(out[k]) && isPlain(v) ? deepmerge(out[k], v) : v;
  return out as T;
}

const shared: RaThemeOptions = {
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // notices: top right, 5 s (spec part 1 §8)
    RaNotification: { defaultProps: { autoHideDuration: 5000, anchorOrigin: { vertical: 'top', horizontal: 'right' } } },
  } as RaThemeOptions['components'],
};

export const THEME_OPTIONS: Record<ThemeSettings['theme'], RaThemeOptions> = {
  default: deepmerge(defaultLightTheme, shared),
  colored: deepmerge(deepmerge(defaultLightTheme, shared), {
    palette: { mode: 'light', primary: { main: BLUE }, secondary: { main: '#6c757d' }, background: { default: '#f5f7fb' } },
    components: {
      MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#ffffff', color: '#495057' } } },
    },
  } as RaThemeOptions),
  light: deepmerge(deepmerge(defaultLightTheme, shared), {
    palette: { mode: 'light', primary: { main: BLUE }, secondary: { main: '#6c757d' }, background: { default: '#ffffff' } },
    components: {
      MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#ffffff', color: '#212529', borderBottom: '1px solid #e5e7eb' } } },
    },
  } as RaThemeOptions),
  dark: deepmerge(deepmerge(defaultDarkTheme, shared), { palette: { mode: 'dark', primary: { main: '#90caf9' } } } as RaThemeOptions),
};

export const SIDEBAR_COLORS: Record<ThemeSettings['theme'], SidebarColors | null> = {
  default: null,
  colored: { background: '#222e3c', text: 'rgba(233,236,239,.75)', active: '#ffffff', activeBackground: 'rgba(59,125,221,.35)' },
  light: { background: '#ffffff', text: '#495057', active: BLUE, activeBackground: 'rgba(59,125,221,.08)' },
  dark: null,
};
