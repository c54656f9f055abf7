import type { Loaner } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { loanerName } from '../../../entities/loaner/loaner-name';
import type { Paging } from '../../../lib/paging/use-paging';
import { RoleChips } from './role-chips';

export interface UsersTableProps {
  users: Loaner[] | undefined;
  totalCount: number | undefined;
  /** The search matched more than totalCount users (ApiResult.totalCapped). */
  totalCapped?: boolean;
  paging: Paging;
  loading: boolean;
  onEdit(user: Loaner): void;
  onDelete(user: Loaner): void;
}

export function UsersTable({ users, totalCount, totalCapped, paging, loading, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Loaner>[] = [
    { id: 'name', header: t('Name'), cell: loanerName },
    { id: 'auId', header: t('AUID'), cell: (user) => user.auId },
    // One field holds the student number or the staff initials (written to both).
    { id: 'initials', header: t('Initials'), cell: (user) => user.staffInitials ?? user.studentNo },
    { id: 'mobile', header: t('Mobile'), cell: (user) => user.mobileNo },
    { id: 'email', header: t('Email'), cell: (user) => user.email },
    {
      id: 'roles',
      header: t('Roles'),
      cell: (user) => <RoleChips roles={user.roles} fromOrganisation={user.rolesFromOrganisation} />,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      actions: true,
      cell: (user) => (
        <>
          <Tooltip title={t('Edit')}>
            <IconButton aria-label={t('Edit user {{name}}', { name: loanerName(user) })} onClick={() => onEdit(user)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('Delete')}>
            <IconButton
              aria-label={t('Delete user {{name}}', { name: loanerName(user) })}
              color="error"
              onClick={() => onDelete(user)}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <PagedTable
      label={t('Users')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.loanerId}
      loading={loading}
      emptyText={t('No users found')}
      totalCount={totalCount}
      totalCapped={totalCapped}
      paging={paging}
    />
  );
}
