import { messages } from '@labstock/shared';

/** What the lab module answers when it refuses an acceptance of the rules (LAB.md "Lab rules"). */
export const labMessages = {
  loanerNotFound: messages.loanerNotFound,
  noRulesToAccept: 'The lab has no rules to accept just now.',
  rulesVersionNotCurrent: (current: number) =>
    `The lab's rules have changed: version ${current} is the one to read and accept.`,
} as const;
