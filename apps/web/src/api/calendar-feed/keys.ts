/** The signed-in user's private calendar feed address (GET/POST Loaners/Loaner/calendar). */
export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
};
