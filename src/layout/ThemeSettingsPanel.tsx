/** The theme settings panel: a drawer on the right with the four settings of spec part 1 §9. */
import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  LAYOUTS,
  SIDEBAR_BEHAVIORS,
  SIDEBAR_POSITIONS,
  THEMES,
  useThemeSettings,
  type ThemeSettings,
} from './themeSettings.js';

const GROUPS: { key: keyof ThemeSettings; label: string; values: readonly string[] }[] = [
  { key: 'theme', label: 'app.theme.theme', values: THEMES },
  { key: 'sidebarPosition', label: 'app.theme.sidebar_position', values: SIDEBAR_POSITIONS },
  { key: 'sidebarBehavior', label: 'app.theme.sidebar_behavior', values: SIDEBAR_BEHAVIORS },
  { key: 'layout', label: 'app.theme.layout', values: LAYOUTS },
];

export function ThemeSettingsButton() {
  const translate = useTranslate();
  const { setPanelOpen } = useThemeSettings();
  const label = translate('app.theme.settings');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setPanelOpen(true)}>
        <Tune />
      </IconButton>
    </Tooltip>
  );
}

export function ThemeSettingsPanel() {
  const translate = useTranslate();
  const { settings, setSetting, reset, panelOpen, setPanelOpen } = useThemeSettings();
  return (
    <Drawer anchor="right" open={panelOpen} onClose={() => setPanelOpen(false)}>
      <Box sx={{ width: 300, p: 2 }} role="dialog" aria-label={translate('app.theme.settings')}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {translate('app.theme.settings')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setPanelOpen(false)}>
            <Close />
          </IconButton>
        </Box>
        <Divider sx={{ mb: 2 }} />
        {GROUPS.map((g) => (
          <Box key={g.key} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" gutterBottom>
              {translate(g.label)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              fullWidth
              value={settings[g.key]}
              aria-label={translate(g.label)}
              onChange={(_e, value: string | null) => {
                if (value) setSetting(g.key, value as never);
              }}
            >
              {g.values.map((v) => (
                <ToggleButton key={v} value={v} sx={{ textTransform: 'none' }}>
                  {translate(`app.theme.${v}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
        <Button variant="outlined" fullWidth onClick={reset}>
          {translate('app.theme.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
