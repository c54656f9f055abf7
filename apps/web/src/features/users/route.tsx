import { type Loaner, messages } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaners } from '../../api/loaners/get-loaners';
import { DownloadButton } from '../../components/download-button';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { EditUserDialog } from './components/edit-user-dialog';
import { UsersTable } from './components/users-table';

/** /Users (Admin): search, edit (roles included) and delete users. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const loaners = useLoaners(paging.query);
  const [editing, setEditing] = useState<Loaner | null>(null);
  const [deleting, setDeleting] = useState<Loaner | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  useErrorNotification(loaners.error, (error) => `${t(messages.loanersFetchFailed)}${errorText(error)}`);

  return (
    <>
      <PageTitle>{t('Users')}</PageTitle>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <SearchField label={t('Search for users')} onSearch={paging.setSearchString} />
          <DownloadButton label={t('Export users')} path="/export/users.csv" />
        </Stack>
        <UsersTable
          users={loaners.data?.data}
          totalCount={loaners.data?.totalCount}
          totalCapped={loaners.data?.totalCapped}
          paging={paging}
          loading={loaners.isFetching}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </Stack>
      {/* Keyed by user: each opening starts from that user's values. */}
      {editing && <EditUserDialog key={editing.loanerId} user={editing} onClose={closeEdit} />}
      {deleting && <DeleteUserDialog key={deleting.loanerId} user={deleting} onClose={closeDelete} />}
    </>
  );
}
