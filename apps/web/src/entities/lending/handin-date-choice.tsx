import { messages } from '@labstock/shared';
import { LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../api/environment/lab-today';
import { useLoanSetting } from '../../api/loan-setting/get-loan-setting';
import { DateField } from '../../components/date-field';
import { useErrorNotification } from '../../lib/notify/use-error-notification';

/**
 * A hand-out's hand-in date: the Admin's default until the Clerk picks one (the single hand-outs and the counter).
 * `preferred` (a booking's last day) takes the default's place while it is given; `onChoose` hears of each pick
 * (a refusal of the date sent is about that date only).
 */
export function useHandinDateChoice(preferred?: string, onChoose?: () => void) {
  const { t } = useTranslation();
  const setting = useLoanSetting();
  // Spec §8: an info only; the date then starts empty.
  useErrorNotification(setting.error, () => t(messages.defaultHandoutDateFetchFailed), 'info');
  // Undefined until the Clerk picks a date: the default from the settings shows meanwhile.
  const [chosenDate, setChosenDate] = useState<string | null>();
  const handinDate = chosenDate === undefined ? (preferred ?? setting.data?.defaultReturnDate ?? null) : chosenDate;
  return {
    handinDate,
    /** The last date the server takes (the longest loan from the lab's today); unknown until the setting arrives. */
    latestDate: setting.data?.latestReturnDate,
    choose: (date: string | null) => {
      setChosenDate(date);
      onChoose?.();
    },
    /** Back to the default, for the next hand-out. */
    reset: () => setChosenDate(undefined),
    loading: setting.isPending,
  };
}

export type HandinDateChoice = ReturnType<typeof useHandinDateChoice>;

/**
 * The hand-in date field: it offers the days the server takes, from the lab's today to the longest loan from it,
 * both from the server.
 */
export function HandinDateField({ choice, fullWidth }: { choice: HandinDateChoice; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const labToday = useLabToday();
  return choice.loading ? (
    <LinearProgress aria-label={t('Loading default handin date')} />
  ) : (
    <DateField
      label={t('Handin date')}
      value={choice.handinDate}
      onChange={choice.choose}
      minDate={labToday}
      maxDate={choice.latestDate}
      requiredText={t(messages.handinDateUndefined)}
      fullWidth={fullWidth}
    />
  );
}
