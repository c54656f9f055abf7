import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveMetrics } from '../../api/metrics/get-live-metrics';
import { useAuth } from '../../lib/auth/use-auth';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { LabStatusBadge } from './lab-status-badge';
import { ManageMenu } from './manage-menu';

export function TopBar() {
  const { t } = useTranslation();
  const { roles } = useAuth();
  const metrics = useLiveMetrics(roles.length > 0);
  return (
    <AppBar position="sticky">
      <Toolbar
        sx={{
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, sm: 2 },
          '& .MuiButton-root': { minWidth: 0, px: { xs: 0.75, sm: 1 } },
        }}
      >
        <BrandLink />
        <LabStatusBadge metrics={metrics.data} />
        <Box sx={{ flexGrow: 1 }} />
        <Button color="inherit" component={Link} to="/Components">
          {t('Components')}
        </Button>
        <ManageMenu />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
