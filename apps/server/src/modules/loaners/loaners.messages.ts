import { messages } from '@labstock/shared';

/** What the loaners module answers when it refuses; the texts the web app shows as well come from the shared messages. */
export const loanerMessages = {
  notFound: messages.loanerNotFound,
  noLoanerWithAuId: messages.noLoanerWithAuId,
  hasLiveItems: messages.loanerHasLiveItems,
  lastAdminRole: messages.lastAdminRole,
  lastAdminDeletion: messages.lastAdminDeletion,
  alreadyRegistered: messages.alreadyRegistered,
  onlyAdminForOthers: 'Only an Admin can see, change or delete another user.',
  auIdTooLong: (auId: string, max: number) => `The AU id ${auId} is longer than ${max} characters.`,
} as const;
