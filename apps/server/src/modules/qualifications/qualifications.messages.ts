import { displayDay } from '@labstock/shared';

/** What the qualifications module answers when it refuses (problem details). */
export const qualificationMessages = {
  notFound: 'Qualification not found.',
  missing: (id: number) => `Qualification ${id} does not exist.`,
  nameTaken: (name: string) => `A qualification named "${name}" already exists.`,
  required: (name: string, categories: number, types: number) =>
    `"${name}" is required by ${categories} category(ies) and ${types} component type(s): remove it from them first.`,
  loanerNotFound: 'Loaner not found.',
  onlyStaffForOthers: "Only a Clerk or an Admin can see another loaner's qualifications.",
  grantInFuture: (today: string) => `A qualification cannot be granted from a day after today (${displayDay(today)}).`,
  grantNotFound: 'The loaner does not hold this qualification.',
  requestNotFound: 'Training request not found.',
  requestNotOpen: 'This training request has already been closed.',
  alreadyAsked: 'You have already asked for this training: the lab will get back to you.',
  heldWithoutEnd: (name: string) => `You already hold ${name}, without end.`,
} as const;
