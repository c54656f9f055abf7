import { type ComponentType, messages } from '@labstock/shared';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentType } from '../../../api/component-types/get-component-type';
import { NotFound } from '../../../components/not-found';
import { PageLoading } from '../../../components/page-loading';
import { AvailabilityLabel, isConsumable, isLentToLoaners } from '../../../entities/component-type/availability-label';
import { ComponentTypeImage } from '../../../entities/component-type/component-type-image';
import { LowStockMark } from '../../../entities/component-type/low-stock-mark';
import { ReservationLimitReached } from '../../../entities/waitlist/reservation-limit';
import { errorText } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { AvailabilitySection } from './availability-section';
import { BookAheadButton } from './book-ahead-dialog';
import { CategoryChips } from './category-chips';
import { ComponentTypeAdminActions } from './component-type-admin-actions';
import { ComponentTypeAdminTools } from './component-type-admin-tools';
import { ComponentTypeFacts } from './component-type-facts';
import { HeldForBookingsNote } from './held-for-bookings-note';
import { RequiredQualifications } from './required-qualifications';
import { ReserveOrWait } from './reserve-or-wait';
import { WaitlistQueueSection } from './waitlist-queue-section';

/**
 * What the details show below them, a feature of its own that the route hands in: a lent type's inventory, or a
 * consumable's stock.
 */
export type DetailsSlot = (props: { componentType: ComponentType }) => ReactNode;

/** The features the route hands in below the details. */
export interface DetailsSlots {
  Inventory: DetailsSlot;
  Stock: DetailsSlot;
}

export interface ComponentTypeDetailsProps extends DetailsSlots {
  componentTypeId: number;
  /** The name's heading: h1 on the page, h2 in the dialog over the list. */
  headingLevel: 'h1' | 'h2';
  /** Lets a dialog name itself after the heading. */
  headingId?: string;
}

/**
 * Everything about one component type, its availability by day, its waiting list and its inventory: the details page
 * and the details dialog.
 */
export function ComponentTypeDetails({
  componentTypeId,
  Inventory,
  Stock,
  headingLevel,
  headingId,
}: ComponentTypeDetailsProps) {
  const { t } = useTranslation();
  const details = useComponentType(componentTypeId);
  const { isAdmin, isClerk, isLoaner } = useAuth();
  const failure = (error: unknown) => `${t(messages.componentTypeDetailsFetchFailed)}${errorText(error)}`;
  useErrorNotification(details.error, failure);

  if (details.isPending) return <PageLoading />;
  if (details.error instanceof ApiError && details.error.status === 404) {
    return (
      <NotFound text={t('No component type has this address.')} headingLevel={headingLevel} headingId={headingId} />
    );
  }
  if (details.isError) return <Alert severity="error">{failure(details.error)}</Alert>;
  const componentType = details.data;
  // A consumable is taken from its stock: no units to reserve, book, wait for or list.
  const lent = !isConsumable(componentType);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}>
          <ComponentTypeImage componentType={componentType} sx={{ borderRadius: 1 }} />
        </Box>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography
              variant="h4"
              component={headingLevel}
              id={headingId}
              sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
            >
              {componentType.componentName}
            </Typography>
            {isAdmin && <ComponentTypeAdminActions componentType={componentType} />}
          </Stack>
          {componentType.componentInfo && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{componentType.componentInfo}</Typography>
          )}
          <CategoryChips categories={componentType.categories} />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <AvailabilityLabel componentType={componentType} />
            <LowStockMark componentType={componentType} />
            {isLoaner && lent && <ReserveOrWait componentType={componentType} />}
          </Stack>
          <HeldForBookingsNote componentType={componentType} />
          {isLoaner && <ReservationLimitReached />}
          <ComponentTypeFacts componentType={componentType} />
          <RequiredQualifications qualifications={componentType.requiredQualifications} />
          {isAdmin && <ComponentTypeAdminTools componentTypeId={componentType.componentTypeId} />}
        </Stack>
      </Stack>
      {lent && (
        <>
          <Stack spacing={1}>
            <AvailabilitySection componentTypeId={componentType.componentTypeId} />
            {isLoaner && isLentToLoaners(componentType) && (
              <Box>
                <BookAheadButton componentType={componentType} />
              </Box>
            )}
          </Stack>
          {(isClerk || isAdmin) && <WaitlistQueueSection componentTypeId={componentType.componentTypeId} />}
          <Inventory componentType={componentType} />
        </>
      )}
      {!lent && <Stock componentType={componentType} />}
    </Stack>
  );
}
