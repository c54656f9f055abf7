import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FaultyUnit, takesFaultReports } from './faulty-unit';
import { ReportFaultDialog } from './report-fault-dialog';

/** 'Report fault' on a unit still in the lab, for anyone signed in; nothing on one gone from it. */
export function ReportFaultButton({ unit }: { unit: FaultyUnit }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!takesFaultReports(unit.status)) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ReportProblemIcon />} onClick={() => setOpen(true)}>
        {t('Report fault')}
      </Button>
      {open && <ReportFaultDialog unit={unit} onClose={() => setOpen(false)} />}
    </>
  );
}
