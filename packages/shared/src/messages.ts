/** User-facing texts of spec §5 and §8, written exactly as the spec has them. */
export const messages = {
  // §5 validation
  mobileRequired: 'Please enter your mobile number',
  studentNoRequired: 'Please enter your student number or staff initials',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  requiredHint: 'Required *',
  auIdRequired: 'You cannot search for a valid user without entering an Au id',
  // §8 success
  categoryAdded: 'Category successfully added',
  categoryEdited: 'Category successfully edited',
  categoryDeleted: 'Category successfully deleted',
  reservationSuccessful: 'Reservation successful. The Component must be picked up within 8 days or it will be deleted',
  successfullyAdded: 'Successfully added',
  successfullyEdited: 'Successfully edited',
  deletionSuccessful: 'Deletion successful',
  editSuccessful: 'Edit successful',
  handinSuccessful: 'Handin successful.',
  reservationHandoutSuccessful: 'Reservation handout successful',
  reservationDeletionSuccessful: 'Reservation deletion successful',
  success: 'Success',
  userUpdated: 'Sucessfully updated user',
  loanerDeleted: 'Loaner deletion successful',
  // §8 errors (a trailing ': ' takes the server's message)
  categoryNotAdded: 'Category could not be added',
  categoryNotEdited: 'Category could not be edited',
  categoryNotDeleted: 'Category could not be deleted: ',
  categoriesFetchFailed: 'Unsuccessful fetching categories',
  reservationUnsuccessful: 'Reservation unsuccessful: ',
  reservationDeletionUnsuccessful: 'Reservation deletion unsuccessful: ',
  unexpectedError: 'Unexpected Error!',
  reservationHandoutUnsuccessful: 'Reservation handout unsuccessful:',
  handinUnsuccessful: 'Handin unsuccessful: ',
  unsuccessfulWith: 'Unsuccessful: ',
  unsuccessful: 'Unsuccessful',
  editUnsuccessful: 'Edit unsuccessful: ',
  deletionUnsuccessful: 'Deletion unsuccessful: ',
  deleteUnsuccessful: 'Delete Unsuccessful: ',
  componentTypesFetchFailed: 'Unsuccessful fetch component types: ',
  componentsFetchFailed: 'Could not fetch components: ',
  reservationsFetchFailed: 'Could not fetch reservations: ',
  reservationsFetchedUnsuccessfully: 'Unsuccessfully fetched Reservations: ',
  componentTypeDetailsFetchFailed: 'Unsuccessfully fetched component type details: ',
  rolesFetchFailed: 'Could not fetch roles: ',
  userUpdateFailed: 'Could not update user: ',
  loanersFetchFailed: 'Could not fetch loaners: ',
  loanerDeletionUnsuccessful: 'Loaner deletion unsuccessful: ',
  usersInformationFetchFailed: 'Could not fetch users information: ',
  couldNotGetUser: 'could not get user',
  // §8 info and warning
  defaultHandoutDateFetchFailed: 'Could not fetch default handout date.',
  handinDateUndefined: 'Handin date is undefined',
  loanerHasOverdueLoans: 'Loaner has overdue loan(s)',
  // Server answers of the loaner calls, shown after the notifications' ': ' (the lookup shows them alone)
  noLoanerWithAuId: (auId: string) => `No loaner with AU id ${auId}`,
  loanerNotFound: (loanerId: number) => `No loaner with id ${loanerId}`,
  alreadyRegistered: 'You are already registered.',
  lastAdminRole: 'The last Admin cannot lose the Admin role. Make another user Admin first.',
  lastAdminDeletion: 'The last Admin cannot be deleted. Make another user Admin first.',
  loanerHasLiveItems: (name: string, activeLoans: number, reservations: number) =>
    `${name} has ${activeLoans} active loan(s) and ${reservations} reservation(s). Hand in the loans and delete the reservations first.`,
  // Server answers to a refused single sign-on token (SsoRefusal): what to check. The log has the details.
  ssoWrongIssuer:
    'The sign-in provider that issued your sign-in is not the one this server trusts (OIDC_ISSUER). Ask an administrator to compare the two in the server log.',
  ssoWrongAudience:
    'Your sign-in was issued for another application than this server accepts (OIDC_AUDIENCE). Ask an administrator to compare the audiences in the server log.',
  ssoExpired:
    'Your sign-in has expired. Refresh the page; if this keeps happening, ask an administrator to check the clocks of this server and of the sign-in provider.',
  ssoBadSignature:
    "Your sign-in's signature does not match the sign-in provider's keys. Ask an administrator to check OIDC_ISSUER.",
  ssoUnknownKey:
    'Your sign-in is signed with a key the sign-in provider does not publish. Ask an administrator to check OIDC_ISSUER.',
  ssoIssuerUnreachable:
    'The server cannot reach the sign-in provider to check your sign-in. Try again later, or ask an administrator to check that the server reaches OIDC_ISSUER.',
  ssoNoUser: (claim: string) =>
    `Your sign-in has no ${claim} claim, which names the user here (OIDC_USERNAME_CLAIM). Ask an administrator to check which claims the sign-in provider puts in its access tokens.`,
  ssoUsernameDomain: (claim: string, domain: string) =>
    `The domain ${domain} of your sign-in's ${claim} is not accepted here. Sign in with an account of the organisation, or ask an administrator to check OIDC_USERNAME_DOMAINS.`,
  ssoUsernameNoDomain: (claim: string) =>
    `Your sign-in's ${claim} has no domain, and only usernames of certain domains are accepted here (OIDC_USERNAME_DOMAINS). Ask an administrator to check OIDC_USERNAME_CLAIM.`,
  ssoInvalid: 'The single sign-on access token is invalid or expired.',
  // §2 texts
  fetchingToken: 'Fetching token...',
  somethingWentWrong: 'Something went wrong.',
  unexpectedApplicationError: 'Unexpected Application Error!',
  labOpen: 'ELab is OPEN',
  labClosed: 'ELab is CLOSED',
  labUnknown: 'Status of ELab is unknown',
  confirmOwnUserDeletion: 'Please confirm that you want to delete your user from the product.',
  confirmUserDeletionTitle: 'Confirm user deletion',
  confirmUserDeletion: (name: string) => `Please confirm that you want to delete the user: ${name}`,
  confirmReminder: (count: number) => `Send reminder email to ${count} user(s)?`,
  loanOverdue: 'Loan overdue',
  tokenErrorAdvice: 'Please refresh the page, or sign out and sign in again.',
  // §2 button labels
  refresh: 'refresh',
  signOut: 'Sign out',
  logout: 'Logout',
  logOut: 'Log out',
  saveChanges: 'Save changes',
} as const;
