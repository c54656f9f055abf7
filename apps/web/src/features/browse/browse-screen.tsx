import { messages } from '@labstock/shared';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useComponentTypes } from '../../api/component-types/get-component-types';
import { PageTitle } from '../../components/page-title';
import { SearchField } from '../../components/search-field';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { usePaging } from '../../lib/paging/use-paging';
import { CategoryFilter } from './components/category-filter';
import { ComponentTypeGrid } from './components/component-type-grid';

// Below the cards, out of sight at first with a full page: TablePagination's page buttons bring MUI's Tooltip and
// Popper, which the first paint does not need.
const PagingControls = lazy(() =>
  import('../../components/paging-controls').then((module) => ({ default: module.PagingControls })),
);

/** Holds the paging row's place (TablePagination's 52 px toolbar) while its code loads. */
function PagingPlaceholder() {
  return <Box sx={{ minHeight: 52 }} />;
}

// The Admin's add form (with its form library and zod): only Admins load it.
const AddComponentTypeButton = lazy(() =>
  import('./components/add-component-type-button').then((module) => ({
    default: module.AddComponentTypeButton,
  })),
);

/** Holds the CSV tools' row (one line of outlined buttons) while they load, so the list does not jump. */
function CsvActionsPlaceholder() {
  return <Box sx={{ minHeight: 36.5, mb: 2 }} />;
}

// Why the cards' Reserve is disabled, shown only at the limit: its Alert stays out of the first load.
const ReservationLimitReached = lazy(() =>
  import('../../entities/waitlist/reservation-limit').then((module) => ({
    default: module.ReservationLimitReached,
  })),
);

export interface BrowseScreenProps {
  /** The Admin's CSV export and import, a feature of its own that the route hands in; shown to Admins only. */
  csvActions: ReactNode;
}

/**
 * /Components: browse the component types by text and categories. The Outlet holds the details dialog
 * (/Components/details/{id}); this screen stays mounted under it, so search, filter and page survive.
 */
export function BrowseScreen({ csvActions }: BrowseScreenProps) {
  const { t } = useTranslation();
  const paging = usePaging();
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const componentTypes = useComponentTypes({ ...paging.query, categoryIds });
  useErrorNotification(componentTypes.error, (error) => `${t(messages.componentTypesFetchFailed)}${errorText(error)}`);
  const { isAdmin, isLoaner } = useAuth();

  const filterByCategories = (chosen: number[]) => {
    setCategoryIds(chosen);
    paging.setPageIndex(0);
  };

  const rows = componentTypes.data?.data;
  return (
    <>
      <PageTitle>{t('Components')}</PageTitle>
      {isAdmin && <Suspense fallback={<CsvActionsPlaceholder />}>{csvActions}</Suspense>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <SearchField label={t('Search by name or description')} onSearch={paging.setSearchString} />
        <CategoryFilter value={categoryIds} onChange={filterByCategories} />
      </Stack>
      {/* Keeps the grid still while a page loads. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {componentTypes.isFetching && <LinearProgress aria-label={t('Loading component types')} />}
      </Box>
      {isLoaner && (
        <Suspense>
          <ReservationLimitReached sx={{ mb: 2 }} />
        </Suspense>
      )}
      {rows && <ComponentTypeGrid componentTypes={rows} canReserve={isLoaner} />}
      {rows?.length === 0 && <Typography color="text.secondary">{t('No component types found')}</Typography>}
      {/* Room below the paging for the Admin's floating add button. */}
      <Box sx={{ pb: isAdmin ? 9 : 0 }}>
        <Suspense fallback={<PagingPlaceholder />}>
          <PagingControls
            totalCount={componentTypes.data?.totalCount}
            paging={paging}
            rowsPerPageLabel={t('Per page:')}
          />
        </Suspense>
      </Box>
      {isAdmin && (
        <Suspense>
          <AddComponentTypeButton />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
