import { type Component, componentStatusNames } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { formatDate } from '../../../../lib/dates';

/** The expanded part of an inventory row: the component and, while it is on loan, its current loan. */
export function ComponentFacts({ component }: { component: Component }) {
  const loan = component.currentLoan;
  const facts = [
    { label: 'Component number', value: String(component.componentNumber) },
    { label: 'Serial number', value: component.serialNo },
    { label: 'Status', value: componentStatusNames[component.status] },
    { label: 'Admin comment', value: component.adminComment },
    { label: 'User comment', value: component.userComment },
    ...(loan
      ? [
          { label: 'Loaner', value: loan.loanerName },
          { label: 'AU ID', value: loan.auId },
          { label: 'Loan date', value: formatDate(loan.loanDate) },
          { label: 'Return date', value: formatDate(loan.returnDate) },
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
