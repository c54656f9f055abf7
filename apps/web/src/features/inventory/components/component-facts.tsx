import type { Component } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalibrationInterval } from '../../../api/component-types/get-component-type';
import { useLabToday } from '../../../api/environment/lab-today';
import { calibrationDueOf } from '../../../entities/calibration/calibration-due';
import { CalibrationDueText } from '../../../entities/calibration/calibration-due-text';
import { formatDate } from '../../../lib/dates';
import { componentStatusName } from '../../../lib/status-names';

/**
 * The expanded part of an inventory row: the component, its calibration when it has one or its type asks for one,
 * and, while it is on loan, its current loan; who holds it only when the server tells (a Loaner learns that of
 * their own loans alone).
 */
export function ComponentFacts({ component }: { component: Component }) {
  const { t } = useTranslation();
  const loan = component.currentLoan;
  const due = calibrationDueOf(component, useCalibrationInterval(component.componentTypeId) !== null, useLabToday());
  const facts: { label: string; value: ReactNode }[] = [
    { label: t('Component number'), value: String(component.componentNumber) },
    { label: t('Serial number'), value: component.serialNo },
    { label: t('Status'), value: componentStatusName(component.status) },
    { label: t('Admin comment'), value: component.adminComment },
    { label: t('User comment'), value: component.userComment },
    ...(due?.state === 'never'
      ? [{ label: t('Calibrated on'), value: <CalibrationDueText due={due} /> }]
      : component.calibratedOn
        ? [{ label: t('Calibrated on'), value: formatDate(component.calibratedOn) }]
        : []),
    ...(due && due.state !== 'never' ? [{ label: t('Calibration due'), value: <CalibrationDueText due={due} /> }] : []),
    ...(loan && loan.auId !== null
      ? [
          { label: t('Loaner'), value: loan.loanerName },
          { label: t('AU ID'), value: loan.auId },
        ]
      : []),
    ...(loan
      ? [
          { label: t('Loan date'), value: formatDate(loan.loanDate) },
          { label: t('Return date'), value: formatDate(loan.returnDate) },
        ]
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, px: 2, pb: 2 }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
