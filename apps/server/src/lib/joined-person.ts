import type { ActivityPerson } from '@labstock/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A left-joined loaner: every column null (or the whole object, as drizzle gives it) when there is none. */
export interface JoinedPerson {
  loanerId: number | null;
  firstName: string | null;
  lastName: string | null;
  auId: string | null;
}

/** A joined loaner as answers name them (their AU id when they have no name); null when there is none. */
export function joinedPerson(row: JoinedPerson | null): ActivityPerson | null {
  if (row?.loanerId == null) return null;
  const auId = row.auId ?? '';
  return { loanerId: row.loanerId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || auId, auId };
}

/** The columns of a (left-)joined loaner that `joinedPerson` reads. */
export function personColumns<Person extends Record<'id' | 'firstName' | 'lastName' | 'auId', AnyPgColumn>>(
  person: Person,
): { loanerId: Person['id']; firstName: Person['firstName']; lastName: Person['lastName']; auId: Person['auId'] } {
  return { loanerId: person.id, firstName: person.firstName, lastName: person.lastName, auId: person.auId };
}
