/** The automatic notices, each sent once per subject (the overdue reminder once per occurrence). */
export const NoticeKind = {
  ReservationConfirmation: 'reservation-confirmation',
  ReservationExpired: 'reservation-expired',
  LoanDueSoon: 'loan-due-soon',
  LoanOverdue: 'loan-overdue',
  BookingReady: 'booking-ready',
  BookingAtRisk: 'booking-at-risk',
  /** A unit handed to the first loaner of a waiting list (once per reservation). */
  WaitlistServed: 'waitlist-served',
  /** The decision on a loan's extension ask: granted at once, approved or declined (once per request). */
  ExtensionDecided: 'extension-decided',
  /** A consumable's stock fell to or below its reorder level: to the lab's notice address (once per movement). */
  LowStock: 'low-stock',
  /** A unit falls due for calibration within 14 days: to the lab's notice address (once per unit and due day). */
  CalibrationDue: 'calibration-due',
  /** A loaner's grant of a qualification expires within 14 days: to the loaner (once per grant and expiry day). */
  QualificationExpiring: 'qualification-expiring',
} as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];
