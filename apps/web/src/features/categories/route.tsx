import { type CategoryWithRequirements, messages } from '@labstock/shared';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../api/categories/get-categories';
import type { DataColumn } from '../../components/data-table';
import { LabelledIconButton } from '../../components/labelled-icon-button';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { SearchField } from '../../components/search-field';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { AddCategoryButton } from './components/add-category-button';
import { DeleteCategoryButton } from './components/delete-category-button';
import { EditCategoryDialog } from './components/edit-category-dialog';

/** /Categories (Admin): search, add, edit and delete the categories component types are filed under. */
export function Component() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CategoryWithRequirements | null>(null);
  const columns: DataColumn<CategoryWithRequirements>[] = [
    { id: 'name', header: t('Name'), cell: (category) => category.name },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      actions: true,
      cell: (category) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LabelledIconButton label={t('Edit {{name}}', { name: category.name })} onClick={() => setEditing(category)}>
            <EditIcon />
          </LabelledIconButton>
          <DeleteCategoryButton category={category} />
        </Stack>
      ),
    },
  ];
  const paging = usePaging();
  const categories = useCategories(paging.query);
  useErrorNotification(categories.error, () => t(messages.categoriesFetchFailed));

  return (
    <>
      <PageTitle>{t('Categories')}</PageTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField label={t('Search categories')} onSearch={paging.setSearchString} />
        <AddCategoryButton />
      </Stack>
      <PagedTable
        label={t('Categories')}
        columns={columns}
        rows={categories.data?.data}
        rowKey={(category) => category.categoryId}
        loading={categories.isFetching}
        emptyText={t('No categories')}
        totalCount={categories.data?.totalCount}
        paging={paging}
      />
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
    </>
  );
}
