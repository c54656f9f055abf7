import type { Qualification } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteQualification } from '../../../api/qualifications/delete-qualification';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';

/** Deletes a qualification and its grants after confirmation; one still required is refused with the server's reason. */
export function DeleteQualificationButton({ qualification }: { qualification: Qualification }) {
  const { t } = useTranslation();
  const deletion = useDeleteQualification();
  return (
    <ConfirmDeleteButton
      iconOnly
      label={t('Delete {{name}}', { name: qualification.name })}
      title={t('Delete qualification')}
      text={t('Please confirm that you want to delete the qualification {{name}} and every grant of it.', {
        name: qualification.name,
      })}
      deletion={deletion}
      id={qualification.qualificationId}
      successText={t('Qualification deleted')}
      failureText={t('The qualification could not be deleted: ')}
    />
  );
}
