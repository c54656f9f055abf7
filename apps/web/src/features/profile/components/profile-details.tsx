import type { Loaner } from '@labstock/shared';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The profile's fields as a description list. */
export function ProfileDetails({ loaner }: { loaner: Loaner }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('First name'), value: loaner.firstName },
    { label: t('Last name'), value: loaner.lastName },
    { label: t('AU ID'), value: loaner.auId },
    { label: t('Student number or staff initials'), value: loaner.studentNo ?? loaner.staffInitials },
    { label: t('Email'), value: loaner.email },
    { label: t('Mobile number'), value: loaner.mobileNo },
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
