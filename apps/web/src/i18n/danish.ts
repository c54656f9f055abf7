import { daDK as muiDanish } from '@mui/material/locale';
import { daDK as pickersDanish } from '@mui/x-date-pickers/locales';
import { da } from 'date-fns/locale/da';
import translation from './da.json';
import type { LanguagePack } from './language-pack';

/** Everything Danish, in one chunk loaded only when Danish is chosen. */
export const danish: LanguagePack = { translation, themeLocales: [muiDanish, pickersDanish], dateLocale: da };
