import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { useNotify } from '../lib/notify/use-notify';
import { ConfirmDialog } from './confirm-dialog';
import { LabelledIconButton } from './labelled-icon-button';

export interface ConfirmDeleteButtonProps {
  /** The button's text, or with `iconOnly` its accessible name and tooltip. */
  label: string;
  /** The delete icon alone, for a row of icon buttons; otherwise a text button with the icon. */
  iconOnly?: boolean;
  /** The confirmation dialog's title and question. */
  title: string;
  text: string;
  /** The question's button; 'Delete' unless the deletion has a name of its own (cancelling a booking). */
  confirmLabel?: string;
  /** The button that keeps it; 'Cancel' unless that would read as the deletion. */
  dismissLabel?: string;
  /** The delete mutation, called with `id` once confirmed. */
  deletion: UseMutationResult<void, Error, number>;
  id: number;
  /** The notices after the deletion; the server's reason follows the failure text. */
  successText: string;
  failureText: string;
}

/** A delete button that asks first (spec §2: every deletion), tells how it went and closes the question either way. */
export function ConfirmDeleteButton({
  label,
  iconOnly = false,
  title,
  text,
  confirmLabel,
  dismissLabel,
  deletion,
  id,
  successText,
  failureText,
}: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();

  const remove = () =>
    deletion.mutate(id, {
      onSuccess: () => notify(successText, 'success'),
      onError: (error) => notify(`${failureText}${errorText(error)}`, 'error'),
      onSettled: () => setConfirming(false),
    });

  const ask = () => setConfirming(true);
  return (
    <>
      {iconOnly ? (
        <LabelledIconButton label={label} color="error" onClick={ask}>
          <DeleteIcon />
        </LabelledIconButton>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={ask}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={title}
        text={text}
        confirmLabel={confirmLabel ?? t('Delete')}
        dismissLabel={dismissLabel}
        busy={deletion.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
