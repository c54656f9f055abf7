import { type Category, messages } from '@labstock/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteCategory } from '../../../api/categories/delete-category';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';

/** Deletes a category after confirmation; a category still in use is refused with the server's reason. */
export function DeleteCategoryButton({ category }: { category: Category }) {
  const { t } = useTranslation();
  const deletion = useDeleteCategory();
  return (
    <ConfirmDeleteButton
      iconOnly
      label={t('Delete {{name}}', { name: category.name })}
      title={t('Delete category')}
      text={t('Please confirm that you want to delete the category: {{name}}', { name: category.name })}
      deletion={deletion}
      id={category.categoryId}
      successText={t(messages.categoryDeleted)}
      failureText={t(messages.categoryNotDeleted)}
    />
  );
}
