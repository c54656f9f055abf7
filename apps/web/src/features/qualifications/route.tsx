import type { Qualification } from '@labstock/shared';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQualifications } from '../../api/qualifications/list-qualifications';
import type { DataColumn } from '../../components/data-table';
import { LabelledIconButton } from '../../components/labelled-icon-button';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { errorText } from '../../lib/api-error';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging, useStayWithinTotal } from '../../lib/paging/use-paging';
import { DeleteQualificationButton } from './components/delete-qualification-button';
import { QualificationDialog } from './components/qualification-dialog';

/**
 * /Qualifications (Admin): what loaners must hold to borrow the types that require it (LAB.md "Qualifications"),
 * added, edited and deleted here; the categories and types say which they require.
 */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const qualifications = useQualifications(paging.query);
  useStayWithinTotal(paging, qualifications.data?.totalCount);
  useErrorNotification(
    qualifications.error,
    (error) => `${t('Could not fetch the qualifications: ')}${errorText(error)}`,
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Qualification | null>(null);
  const openDialog = (qualification: Qualification | null) => {
    setEditing(qualification);
    setDialogOpen(true);
  };

  const columns: DataColumn<Qualification>[] = [
    { id: 'name', header: t('Name'), cell: (qualification) => qualification.name },
    {
      id: 'description',
      header: t('Description'),
      cell: (qualification) => <Box sx={{ overflowWrap: 'anywhere' }}>{qualification.description}</Box>,
    },
    {
      id: 'validFor',
      header: t('Valid for'),
      cell: ({ validForDays }) =>
        validForDays === null ? t('Without end') : t('{{count}} day(s)', { count: validForDays }),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      actions: true,
      cell: (qualification) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LabelledIconButton
            label={t('Edit {{name}}', { name: qualification.name })}
            onClick={() => openDialog(qualification)}
          >
            <EditIcon />
          </LabelledIconButton>
          <DeleteQualificationButton qualification={qualification} />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('Qualifications')}</PageTitle>
      <Stack direction="row" sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
          {t('Add qualification')}
        </Button>
      </Stack>
      <PagedTable
        label={t('Qualifications')}
        columns={columns}
        rows={qualifications.data?.data}
        rowKey={(qualification) => qualification.qualificationId}
        loading={qualifications.isFetching}
        emptyText={t('No qualifications')}
        totalCount={qualifications.data?.totalCount}
        paging={paging}
      />
      <QualificationDialog qualification={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
