import {
  type ComponentType,
  ComponentTypeKind,
  ComponentTypeStatus,
  type Loaner,
  type Reservation,
} from '@labstock/shared';

/** Oscilloscope no. 4, the component the lending screens' tests lend and reserve. */
export function oscilloscopeNo4(adminComment: string | null = null): Reservation['component'] {
  return { componentId: 21, componentTypeId: 5, componentTypeName: 'Oscilloscope', componentNumber: 4, adminComment };
}

/** Lea Loaner, who borrows it: as the lending lists show her (loaner 3, a student), but for `changes`. */
export function leaLoaner(changes: Partial<Loaner> = {}): Loaner {
  return {
    loanerId: 3,
    firstName: 'Lea',
    lastName: 'Loaner',
    auId: 'au100003',
    studentNo: '201900001',
    staffInitials: null,
    mobileNo: '12345678',
    email: 'lea@uni.example',
    hasOverdueLoans: false,
    language: 'en',
    roles: [],
    ...changes,
  };
}

/**
 * Reservation 11 of 2 May 2030 by loaner 3, to be picked up by 10 May (the server's day); the Clerk's list shows who
 * she is, her own list does not (`loaner: null`).
 */
export function reservationOf(component: Reservation['component'], loaner: Loaner | null): Reservation {
  return {
    reservationId: 11,
    reservationDate: '2030-05-02T09:30:00.000Z',
    pickUpBy: '2030-05-10',
    bookingTo: null,
    loanerId: 3,
    component,
    loaner,
  };
}

/** A component type that is only what a test says of it (`fields`): nothing else filled in, none in stock. */
export function componentTypeOf(
  fields: Pick<ComponentType, 'componentTypeId' | 'componentName'> & Partial<ComponentType>,
): ComponentType {
  return {
    componentInfo: null,
    location: null,
    datasheet: null,
    wikiLink: null,
    manufacturer: null,
    adminComment: null,
    status: ComponentTypeStatus.Available,
    imageUrl: null,
    esimageId: null,
    numberOfAvailebleComponents: 0,
    categories: [],
    kind: ComponentTypeKind.Unit,
    stockUnit: null,
    quantityInStock: 0,
    reorderLevel: null,
    reorderQuantity: null,
    selfService: false,
    lowStock: false,
    calibrationIntervalDays: null,
    requiredQualifications: [],
    ...fields,
  };
}
