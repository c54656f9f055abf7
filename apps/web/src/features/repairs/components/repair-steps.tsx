import { RepairStatus } from '@labstock/shared';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Where a step leads: every status but the first. */
type Step = Exclude<RepairStatus, typeof RepairStatus.Open>;

/** The steps the server allows from each open status (LAB.md "Faults and repairs"); a closed ticket has none. */
const nextSteps: Partial<Record<RepairStatus, readonly Step[]>> = {
  [RepairStatus.Open]: [RepairStatus.InRepair, RepairStatus.Scrapped],
  [RepairStatus.InRepair]: [RepairStatus.Fixed, RepairStatus.Scrapped],
};

export interface RepairStepsProps {
  status: RepairStatus;
  /** The unit's name, for the confirmation of a scrapping. */
  unit: string;
  busy: boolean;
  onStep(to: Step): void;
}

/** A button for each step the ticket may take; Scrapped, which trashes the unit, is confirmed first. */
export function RepairSteps({ status, unit, busy, onStep }: RepairStepsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const labels: Record<Step, string> = {
    [RepairStatus.InRepair]: t('Start repair'),
    [RepairStatus.Fixed]: t('Fixed'),
    [RepairStatus.Scrapped]: t('Scrapped'),
  };
  const steps = nextSteps[status] ?? [];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {steps.map((to) => (
        <Button
          key={to}
          variant="outlined"
          color={to === RepairStatus.Scrapped ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => (to === RepairStatus.Scrapped ? setConfirming(true) : onStep(to))}
        >
          {labels[to]}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming}
        title={t('Scrap {{unit}}?', { unit })}
        text={t('The unit is trashed: it leaves the lab and cannot be lent again.')}
        confirmLabel={t('Scrap the unit')}
        onConfirm={() => {
          setConfirming(false);
          onStep(RepairStatus.Scrapped);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
