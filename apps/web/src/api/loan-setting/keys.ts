/** The default hand-in date: the Admin's Handin Date dialog and every hand-out that prefills it share it. */
export const loanSettingKeys = {
  all: ['loan-setting'] as const,
};
