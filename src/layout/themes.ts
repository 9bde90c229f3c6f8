/** The four colour schemes of the theme settings (spec part 1 §9): default, colored (the default), dark, light. */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ThemeSettings } from './themeSettings.js';

export const LOADING_LABEL_ID = 'ct-loading-label';

export interface SidebarColors {
  background: string;
  text: string;
  active: string;
  activeBackground: string;
}

// AdminKit's blue (#3b7ddd) darkened to reach WCAG AA 4.5:1 for text and links on white, the page grey and the form toolbar's grey
const BLUE = '#1f5fb4';
// Bootstrap's grey #6c757d falls below 4.5:1 on the page grey; its darker shade does not
const SECONDARY = '#5c636a';

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
    RaNotification: {
      defaultProps: { autoHideDuration: 5000, anchorOrigin: { vertical: 'top', horizontal: 'right' } },
    },
    // every spinner is named 'Loading' (translated) by the hidden label the shell renders (axe aria-progressbar-name)
    MuiCircularProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
    MuiLinearProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
  } as RaThemeOptions['components'],
};

/**
 * Status colours strong enough for white chip text and for text on white (WCAG AA 4.5:1); MUI's defaults
 * (info #0288d1, warning #ed6c02) reach only 3.9 and 3.1.
 */
const accessibleLight = {
  palette: {
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#a75200', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    // read-only values are still read: MUI's 38 % black is 2.7:1 on the page grey
    text: { disabled: 'rgba(0, 0, 0, 0.56)' },
  },
} as RaThemeOptions;

const light = deepmerge(deepmerge(defaultLightTheme, shared), accessibleLight);

export const THEME_OPTIONS: Record<ThemeSettings['theme'], RaThemeOptions> = {
  default: light,
  colored: deepmerge(light, {
    palette: {
      mode: 'light',
      primary: { main: BLUE },
      secondary: { main: SECONDARY },
      background: { default: '#f5f7fb' },
    },
    components: {
      MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#ffffff', color: '#495057' } } },
    },
  } as RaThemeOptions),
  light: deepmerge(light, {
    palette: {
      mode: 'light',
      primary: { main: BLUE },
      secondary: { main: SECONDARY },
      background: { default: '#ffffff' },
    },
    components: {
      MuiAppBar: {
        styleOverrides: {
          colorSecondary: { backgroundColor: '#ffffff', color: '#212529', borderBottom: '1px solid #e5e7eb' },
        },
      },
    },
  } as RaThemeOptions),
  dark: deepmerge(deepmerge(defaultDarkTheme, shared), {
    palette: { mode: 'dark', primary: { main: '#90caf9' } },
  } as RaThemeOptions),
};

export const SIDEBAR_COLORS: Record<ThemeSettings['theme'], SidebarColors | null> = {
  default: null,
  colored: {
    background: '#222e3c',
    text: 'rgba(233,236,239,.75)',
    active: '#ffffff',
    activeBackground: 'rgba(31,95,180,.45)',
  },
  light: { background: '#ffffff', text: '#495057', active: BLUE, activeBackground: 'rgba(31,95,180,.08)' },
  dark: null,
};
