import type { Loaner, LoanerUpdate } from '@labstock/shared';

/** The editable fields of a loaner; one field holds the student number or the staff initials (spec §3). */
export interface LoanerEditValues {
  studentNo: string;
  email: string;
  mobileNo: string;
}

export function loanerEditValues(loaner: Loaner): LoanerEditValues {
  return {
    studentNo: loaner.studentNo ?? loaner.staffInitials ?? '',
    email: loaner.email ?? '',
    mobileNo: loaner.mobileNo ?? '',
  };
}

/** The full loaner for PUT Loaners, the one student number/initials field written to both (spec §3). */
export function toLoanerUpdate(loaner: Loaner, values: LoanerEditValues): LoanerUpdate {
  return {
    ...loaner,
    studentNo: values.studentNo,
    staffInitials: values.studentNo,
    email: values.email,
    mobileNo: values.mobileNo,
  };
}
