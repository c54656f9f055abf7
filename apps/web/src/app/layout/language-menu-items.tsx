import { messages } from '@labstock/shared';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '../../api/loaners/update-language';
import { chooseLanguage } from '../../i18n/choose-language';
import { allLanguages, type Language, languageNames } from '../../i18n/languages';
import { errorText } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { useNotify } from '../../lib/notify/use-notify';

/**
 * The account menu's language choice, each language named in itself: the app changes at once, this browser
 * remembers it, and a signed-in user's choice is saved for them (their screens and e-mails, on any device).
 */
export function LanguageMenuItems({ onChosen }: { onChosen(): void }) {
  const { t, i18n } = useTranslation();
  const { loanerId } = useAuth();
  const saving = useUpdateLanguage();
  const notify = useNotify();

  const choose = (language: Language) => {
    onChosen();
    chooseLanguage(language).catch((error: unknown) => console.error('Could not load the language', error));
    if (loanerId !== null) {
      saving.mutate(language, {
        onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
      });
    }
  };

  return [
    // A menu holds only menu items: an inactive one, in full colour, names the group.
    <MenuItem key="heading" disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemIcon>
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <Typography variant="caption" color="text.secondary">
        {t('Language')}
      </Typography>
    </MenuItem>,
    ...allLanguages.map((language) => {
      const chosen = language === i18n.language;
      return (
        <MenuItem
          key={language}
          lang={language}
          role="menuitemradio"
          aria-checked={chosen}
          selected={chosen}
          disabled={saving.isPending}
          onClick={() => choose(language)}
        >
          <ListItemText inset primary={languageNames[language]} />
          {chosen && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
        </MenuItem>
      );
    }),
  ];
}
