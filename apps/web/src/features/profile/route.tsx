import { messages } from '@labstock/shared';
import { Alert, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCurrentLoaner } from '../../api/loaners/get-current-loaner';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { loanerName } from '../../entities/loaner/loaner-name';
import { LoanerQualifications } from '../../entities/qualification/loaner-qualifications';
import { errorText } from '../../lib/api-error';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { DeleteOwnUserButton } from './components/delete-own-user-button';
import { EditProfileButton } from './components/edit-profile-button';
import { MyDataSection } from './components/my-data-section';
import { PastLoans } from './components/past-loans';
import { ProfileDetails } from './components/profile-details';

/** /Profile: the user's own loaner, to edit or delete, their qualifications (to read), their calendar feed, their past loans and the download of all their data. */
export function Component() {
  const { t } = useTranslation();
  const loaner = useCurrentLoaner();
  return (
    <>
      <PageTitle>{t('Profile')}</PageTitle>
      {loaner.isPending && <PageLoading />}
      {loaner.isError && (
        <Alert severity="error">{`${t(messages.usersInformationFetchFailed)}${errorText(loaner.error)}`}</Alert>
      )}
      {loaner.data && (
        <>
          <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
            <ProfileDetails loaner={loaner.data} />
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
              <EditProfileButton loaner={loaner.data} />
              <DeleteOwnUserButton loanerId={loaner.data.loanerId} />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3, mt: 4, maxWidth: 720 }}>
            <LoanerQualifications
              loanerId={loaner.data.loanerId}
              loanerName={loanerName(loaner.data)}
              headingLevel="h2"
            />
          </Paper>
          <CalendarFeedSection />
          <PastLoans loanerId={loaner.data.loanerId} />
          <MyDataSection />
        </>
      )}
    </>
  );
}
