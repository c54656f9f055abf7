import { zodResolver } from '@hookform/resolvers/zod';
import { type Lab, type LabUpdate, labUpdate, MAX_LAB_NAME_LENGTH, MAX_LAB_RULES_LENGTH } from '@labstock/shared';
import { DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateLab } from '../../../api/lab/update-lab';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ApiError, errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';

const fields: readonly (keyof LabUpdate)[] = ['name', 'noticeEmail', 'rulesText'];

/**
 * The name, the notice address (empty: no notices) and the lab's rules (empty: none; LAB.md "Lab rules"); a refusal
 * of the server stays at its field.
 */
export function LabSettingsForm({ lab, onClose }: { lab: Lab; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateLab();
  const { register, handleSubmit, setError, formState } = useForm<LabUpdate>({
    resolver: zodResolver(labUpdate),
    defaultValues: { name: lab.name, noticeEmail: lab.noticeEmail ?? '', rulesText: lab.rules?.text ?? '' },
  });
  const { errors } = formState;

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify(t('The lab settings are saved.'), 'success');
        onClose();
      },
      onError: (error) => {
        const refusals = error instanceof ApiError && error.status === 400 ? (error.problem.errors ?? {}) : {};
        const refused = fields.filter((field) => refusals[field]?.length);
        for (const field of refused) setError(field, { type: 'server', message: refusals[field]?.join(', ') });
        if (refused.length === 0) notify(`${t('The lab settings were not saved: ')}${errorText(error)}`, 'error');
      },
    }),
  );

  return (
    <DialogForm onSubmit={save}>
      <DialogContent>
        {/* Room for the outlined label: MUI removes the content's top padding below a title. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('Lab name')}
            required
            fullWidth
            {...register('name')}
            error={Boolean(errors.name)}
            // Server and form speak the shared schema's words, which the Danish dictionary holds.
            helperText={errors.name?.message ? t(errors.name.message) : t('How e-mails speak of the lab.')}
            slotProps={{ htmlInput: { maxLength: MAX_LAB_NAME_LENGTH } }}
          />
          <TextField
            label={t('Notice address')}
            type="email"
            fullWidth
            {...register('noticeEmail')}
            error={Boolean(errors.noticeEmail)}
            helperText={
              errors.noticeEmail?.message
                ? t(errors.noticeEmail.message)
                : t('Where the e-mails about low stock go. Leave it empty to send none.')
            }
          />
          <div>
            <TextField
              label={t('Lab rules')}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              {...register('rulesText')}
              error={Boolean(errors.rulesText)}
              helperText={errors.rulesText?.message ? t(errors.rulesText.message) : t('Leave empty for no rules.')}
              slotProps={{ htmlInput: { maxLength: MAX_LAB_RULES_LENGTH } }}
            />
            {lab.rules && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('Version {{version}}, updated {{date}}', {
                  version: lab.rules.version,
                  date: formatDate(lab.rules.updatedAt),
                })}
              </Typography>
            )}
          </div>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={update.isPending} />
    </DialogForm>
  );
}
