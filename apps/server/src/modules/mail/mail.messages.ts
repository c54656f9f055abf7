/** What the mail module answers or records when it cannot send; the e-mails' own texts are in templates/. */
export const mailMessages = {
  reminderRunInProgress: 'Reminders are being sent right now. Try again when that run has finished.',
  invalidRecipient: 'The recipient is not one valid e-mail address.',
} as const;
