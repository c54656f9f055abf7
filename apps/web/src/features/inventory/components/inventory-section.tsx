import { type ComponentType, messages } from '@labstock/shared';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponents } from '../../../api/components/get-components';
import type { InventorySort } from '../../../api/components/keys';
import { PagingControls } from '../../../components/paging-controls';
import { SearchField } from '../../../components/search-field';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { usePaging } from '../../../lib/paging/use-paging';
import { useInventorySort } from '../use-inventory-sort';
import { InventoryActions } from './inventory-actions';
import { InventoryRow } from './inventory-row';
import { InventoryRowActions } from './inventory-row-actions';
import { InventorySortMenu } from './inventory-sort-menu';

/** The 'Inventory' of a component type: its individual components, searched, sorted and paged. */
export function InventorySection({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paging = usePaging();
  const [sortBy, setSortBy] = useInventorySort();
  const components = useComponents(componentType.componentTypeId, { ...paging.query, sortBy });
  useErrorNotification(components.error, (error) => `${t(messages.componentsFetchFailed)}${errorText(error)}`);
  const { isAdmin } = useAuth();

  const sort = (next: InventorySort) => {
    setSortBy(next);
    paging.setPageIndex(0);
  };

  const rows = components.data?.data;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          {t('Inventory')}
        </Typography>
        {isAdmin && <InventoryActions componentTypeId={componentType.componentTypeId} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <SearchField label={t('Search components')} onSearch={paging.setSearchString} />
        <InventorySortMenu value={sortBy} onChange={sort} />
      </Stack>
      <Box sx={{ height: 4 }}>{components.isFetching && <LinearProgress aria-label={t('Loading components')} />}</Box>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows?.map((component) => (
          <InventoryRow
            key={component.componentId}
            component={component}
            actions={<InventoryRowActions component={component} componentTypeName={componentType.componentName} />}
          />
        ))}
      </Box>
      {rows?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('No components')}
        </Typography>
      )}
      <PagingControls totalCount={components.data?.totalCount} paging={paging} />
    </Box>
  );
}
