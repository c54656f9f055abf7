import { type Component, messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteComponent } from '../../../api/components/delete-component';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';

/** Deletes one component after confirmation; one reserved or on loan is refused with the server's reason. */
export function DeleteComponentButton({ component }: { component: Component }) {
  const { t } = useTranslation();
  const deletion = useDeleteComponent(component.componentTypeId);
  return (
    <ConfirmDeleteButton
      iconOnly
      label={t('Delete component {{number}}', { number: component.componentNumber })}
      title={t('Delete component')}
      text={t('Please confirm that you want to delete component number {{number}}.', {
        number: component.componentNumber,
      })}
      deletion={deletion}
      id={component.componentId}
      successText={t(messages.deletionSuccessful)}
      failureText={t(messages.deletionUnsuccessful)}
    />
  );
}
