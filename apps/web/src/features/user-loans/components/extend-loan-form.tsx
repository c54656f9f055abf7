import { addDays, ExtensionHold, type ExtensionOutlook } from '@labstock/shared';
import { Alert, Button, DialogActions, DialogContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../../api/environment/lab-today';
import { type ExtensionAnswer, useAskExtension } from '../../../api/extensions/ask-extension';
import { useExtensionOutlook } from '../../../api/extensions/get-extension-outlook';
import { DateField } from '../../../components/date-field';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ReturnDateRefusal } from '../../../entities/lending/return-date-refusal';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';

interface ExtendLoanContentProps {
  loanId: number;
  onClose(): void;
}

/** The Extend dialog's body once the outlook and the lab's today are known; then what came of the ask. */
export function ExtendLoanContent({ loanId, onClose }: ExtendLoanContentProps) {
  const { t } = useTranslation();
  const outlook = useExtensionOutlook(loanId);
  const labToday = useLabToday();
  const [answer, setAnswer] = useState<ExtensionAnswer | null>(null);
  if (answer) return <ExtensionOutcome answer={answer} onClose={onClose} />;
  if (outlook.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{`${t('Could not fetch how far the loan can be extended: ')}${errorText(outlook.error)}`}</Alert>
        </DialogContent>
        <CloseAction onClose={onClose} />
      </>
    );
  }
  if (outlook.isPending || labToday === undefined) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading how far the loan can be extended')} />
      </DialogContent>
    );
  }
  return (
    <ExtendLoanForm loanId={loanId} outlook={outlook.data} labToday={labToday} onAnswer={setAnswer} onClose={onClose} />
  );
}

/**
 * The new return date: up to `grantedAtOnceUntil` the rules grant it at once, later up to `latestReturnDate` and
 * `longestReturnDate` it goes to a Clerk, and beyond either a booking would break or the loan would last longer
 * than a loan can, so the picker offers no later day.
 */
function ExtendLoanForm({
  loanId,
  outlook,
  labToday,
  onAnswer,
  onClose,
}: ExtendLoanContentProps & { outlook: ExtensionOutlook; labToday: string; onAnswer(answer: ExtensionAnswer): void }) {
  const { t } = useTranslation();
  const { currentReturnDate, grantedAtOnceUntil, latestReturnDate, longestReturnDate } = outlook;
  const [returnDate, setReturnDate] = useState<string | null>(grantedAtOnceUntil);
  // An empty field is only wrong once the user has been at it: the dialog does not open with an error.
  const [touched, setTouched] = useState(false);
  const ask = useAskExtension();
  // A return date is never before the lab's today, even for an overdue loan.
  const firstDate = [addDays(currentReturnDate, 1), labToday].sort().at(-1) ?? labToday;
  const bookedLimit = latestReturnDate !== null && latestReturnDate < longestReturnDate;
  const lastDate = bookedLimit ? latestReturnDate : longestReturnDate;
  const noLaterDate = lastDate < firstDate;
  // Granted at once up to the longest loan says the longest loan already.
  const longestToSay = !bookedLimit && !noLaterDate && (grantedAtOnceUntil === null || grantedAtOnceUntil < lastDate);

  const choose = (date: string | null) => {
    setReturnDate(date);
    setTouched(true);
    // A refusal was about the date sent: a new one is asked about afresh.
    ask.reset();
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (returnDate === null) return;
    ask.mutate({ loanId, returnDate }, { onSuccess: onAnswer });
  };

  const atOnce = returnDate !== null && grantedAtOnceUntil !== null && returnDate <= grantedAtOnceUntil;
  return (
    <DialogForm onSubmit={send}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('Now due back on {{date}}.', { date: formatDate(currentReturnDate) })}</Typography>
          <Typography>{outlookText(t, outlook, lastDate)}</Typography>
          {bookedLimit && (
            <Typography>
              {t('The unit is booked from the day after {{date}}, so no later date is possible.', {
                date: formatDate(lastDate),
              })}
            </Typography>
          )}
          {longestToSay && (
            <Typography>{t('A loan can run until {{date}} at the latest.', { date: formatDate(lastDate) })}</Typography>
          )}
          {!noLaterDate && (
            <DateField
              label={t('New return date')}
              value={returnDate}
              onChange={choose}
              minDate={firstDate}
              maxDate={lastDate}
              requiredText={touched ? t('Choose the new return date') : undefined}
              helperText={
                returnDate === null
                  ? t('Choose the new return date')
                  : atOnce
                    ? t('This date is granted at once.')
                    : t('This date goes to the lab as a request.')
              }
              fullWidth
            />
          )}
          <ReturnDateRefusal
            error={ask.error}
            onChoose={choose}
            chooseText={(date) => t('Ask for {{date}} instead', { date })}
          />
        </Stack>
      </DialogContent>
      {noLaterDate ? (
        <CloseAction onClose={onClose} />
      ) : (
        <FormDialogActions onCancel={onClose} busy={ask.isPending} incomplete={returnDate === null} />
      )}
    </DialogForm>
  );
}

/**
 * How far the rules grant at once, or why they grant nothing at once, in words a student understands; `lastDate`
 * is the latest any rule allows.
 */
function outlookText(t: TFunction, outlook: ExtensionOutlook, lastDate: string): string {
  const { grantedAtOnceUntil, hold, maxExtensions } = outlook;
  const asking = t('You can still ask for a later date: a Clerk at the lab decides.');
  if (grantedAtOnceUntil !== null) {
    const atOnce = t('Granted at once up to {{date}}.', { date: formatDate(grantedAtOnceUntil) });
    // A booking right after the at-once limit, or the longest loan, leaves nothing to ask for.
    return lastDate <= grantedAtOnceUntil ? atOnce : `${atOnce} ${asking}`;
  }
  switch (hold) {
    case ExtensionHold.Overdue:
      return `${t('Your loan is overdue, so no new date is granted at once.')} ${asking}`;
    case ExtensionHold.TooManyExtensions:
      return `${t('This loan has been extended {{count}} time(s), the most granted at once.', { count: maxExtensions })} ${asking}`;
    case ExtensionHold.SomeoneWaiting:
      return `${t('Someone is waiting for this kind of component, so no new date is granted at once.')} ${asking}`;
    case ExtensionHold.LongestLoan:
      return t('Your loan already runs as long as a loan can, so it cannot be extended.');
    case ExtensionHold.Pending:
      return t('Your earlier request is still waiting for a Clerk.');
    default:
      return asking;
  }
}

/** What came of the ask: the loan's new return date, or the request now waiting for a Clerk. */
function ExtensionOutcome({ answer, onClose }: { answer: ExtensionAnswer; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Alert severity={'granted' in answer ? 'success' : 'info'} role="status" sx={{ mt: 1 }}>
          {'granted' in answer
            ? t('Your loan now runs until {{date}}.', { date: formatDate(answer.granted.returnDate) })
            : t('Your request was sent to the lab; a Clerk will decide.')}
        </Alert>
      </DialogContent>
      <CloseAction onClose={onClose} />
    </>
  );
}

function CloseAction({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      {/* The form's buttons went away: the keyboard's focus lands here instead of outside the dialog. */}
      <Button variant="contained" onClick={onClose} autoFocus>
        {t('Close')}
      </Button>
    </DialogActions>
  );
}
