import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo and title, both leading to /Components; the title is hidden on small screens (spec §2). */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/Components"
      aria-label={t('Labstock, go to components')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        mr: { xs: 0.5, sm: 2 },
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
      <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'block' } }}>
        Labstock
      </Typography>
    </Box>
  );
}
