import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../lib/theme/theme-preference';
import { useThemePreference } from '../../lib/theme/use-theme-preference';

const choices = (t: TFunction): { preference: ThemePreference; label: string; icon: ReactElement }[] => [
  { preference: 'system', label: t('System theme'), icon: <BrightnessAutoIcon fontSize="small" /> },
  { preference: 'light', label: t('Light theme'), icon: <LightModeIcon fontSize="small" /> },
  { preference: 'dark', label: t('Dark theme'), icon: <DarkModeIcon fontSize="small" /> },
];

/** The account menu's theme choice: three radio items, the chosen one checked with a tick. */
export function ThemeMenuItems({ onChosen }: { onChosen(): void }) {
  const { t } = useTranslation();
  const { preference, setPreference } = useThemePreference();
  return choices(t).map((choice) => {
    const chosen = choice.preference === preference;
    return (
      <MenuItem
        key={choice.preference}
        role="menuitemradio"
        aria-checked={chosen}
        selected={chosen}
        onClick={() => {
          setPreference(choice.preference);
          onChosen();
        }}
      >
        <ListItemIcon>{choice.icon}</ListItemIcon>
        <ListItemText primary={choice.label} />
        {chosen && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
      </MenuItem>
    );
  });
}
