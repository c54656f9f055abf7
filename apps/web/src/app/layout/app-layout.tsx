import { Box, Container, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useEnvironmentName } from '../../api/environment/get-environment';
import { RegistrationGate } from '../../features/registration/registration-gate';
import { EnvironmentBanner } from './environment-banner';
import { LabRulesGate } from './lab-rules-gate';
import { TopBar } from './top-bar';
import { useUserLanguage } from './use-user-language';

/** The shell of every screen: environment banner, top bar, the screen, the first-login form and the lab's rules. */
export function AppLayout() {
  const { t } = useTranslation();
  useUserLanguage();
  const environment = useEnvironmentName();
  const navigating = useNavigation().state === 'loading';
  return (
    <>
      <EnvironmentBanner environment={environment} />
      <TopBar />
      {/* Keeps the layout still while a lazily loaded screen arrives. */}
      <Box sx={{ height: 4 }}>{navigating && <LinearProgress aria-label={t('Loading screen')} />}</Box>
      <Container component="main" maxWidth="xl" sx={{ py: 2 }}>
        <Outlet />
      </Container>
      <RegistrationGate />
      <LabRulesGate />
    </>
  );
}
