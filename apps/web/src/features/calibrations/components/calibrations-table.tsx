import type { CalibrationDueComponent } from '@labstock/shared';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabToday } from '../../../api/environment/lab-today';
import type { DataColumn } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { type PagedRows, PagedTable } from '../../../components/paged-table';
import { calibrationDueOf } from '../../../entities/calibration/calibration-due';
import { CalibrationDueText } from '../../../entities/calibration/calibration-due-text';
import { RecordCalibrationButton } from '../../../entities/calibration/record-calibration-button';
import { LABEL_COMPONENT_PARAM } from '../../../lib/component-label-url';

/**
 * Each unit due with its type (a link to the unit on the type's details), its number, its latest calibration and
 * its due day, and the button to record its calibration.
 */
export function CalibrationsTable(page: PagedRows<CalibrationDueComponent>) {
  const { t } = useTranslation();
  const labToday = useLabToday();
  const columns: DataColumn<CalibrationDueComponent>[] = [
    {
      id: 'componentTypeName',
      header: t('Component name'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={`/details/${row.componentTypeId}?${LABEL_COMPONENT_PARAM}=${row.componentNumber}`}
        >
          {row.componentTypeName}
        </Link>
      ),
    },
    { id: 'componentNumber', header: t('No.'), align: 'right', cell: (row) => row.componentNumber },
    dateColumn('calibratedOn', t('Last calibrated'), (row) => row.calibratedOn),
    {
      id: 'calibrationDueOn',
      header: t('Due'),
      nowrap: true,
      // Every unit listed is of a type with an interval: one without a due day was never calibrated.
      cell: (row) => {
        const due = calibrationDueOf(row, true, labToday);
        return due && <CalibrationDueText due={due} />;
      },
    },
    {
      id: 'record',
      header: t('Actions'),
      actions: true,
      cell: (row) => <RecordCalibrationButton component={row} componentTypeName={row.componentTypeName} />,
    },
  ];
  return (
    <PagedTable
      {...page}
      label={t('Calibration')}
      columns={columns}
      rowKey={(row) => row.componentId}
      emptyText={t('No unit is due for calibration within these days.')}
    />
  );
}
