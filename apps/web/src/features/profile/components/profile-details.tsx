import type { Loaner } from '@labstock/shared';
import { Box, Typography } from '@mui/material';

/** The profile's fields as a description list. */
export function ProfileDetails({ loaner }: { loaner: Loaner }) {
  const fields = [
    { label: 'First name', value: loaner.firstName },
    { label: 'Last name', value: loaner.lastName },
    { label: 'AU ID', value: loaner.auId },
    { label: 'Student number or staff initials', value: loaner.studentNo ?? loaner.staffInitials },
    { label: 'Email', value: loaner.email },
    { label: 'Mobile number', value: loaner.mobileNo },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
