import type { Loaner } from '@labstock/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import type { Paging } from '../../../lib/paging/use-paging';
import { loanerName } from '../loaner-name';
import { RoleChips } from './role-chips';

export interface UsersTableProps {
  users: Loaner[] | undefined;
  totalCount: number | undefined;
  paging: Paging;
  loading: boolean;
  onEdit(user: Loaner): void;
  onDelete(user: Loaner): void;
}

export function UsersTable({ users, totalCount, paging, loading, onEdit, onDelete }: UsersTableProps) {
  const columns: DataColumn<Loaner>[] = [
    { id: 'name', header: 'Name', cell: loanerName },
    { id: 'auId', header: 'AUID', cell: (user) => user.auId },
    // One field holds the student number or the staff initials (written to both).
    { id: 'initials', header: 'Initials', cell: (user) => user.staffInitials ?? user.studentNo },
    { id: 'mobile', header: 'Mobile', cell: (user) => user.mobileNo },
    { id: 'email', header: 'Email', cell: (user) => user.email },
    { id: 'roles', header: 'Roles', cell: (user) => <RoleChips roles={user.roles} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (user) => (
        <>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit user ${loanerName(user)}`} onClick={() => onEdit(user)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete user ${loanerName(user)}`} color="error" onClick={() => onDelete(user)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <PagedTable
      label="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.loanerId}
      loading={loading}
      emptyText="No users found"
      totalCount={totalCount}
      paging={paging}
    />
  );
}
