import type { ComponentType } from '@labstock/shared';
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useComponentByNumber } from '../../../api/components/find-component-by-number';
import { labelledComponentNumber } from '../../../lib/component-label-url';
import { InventoryRow } from './inventory-row';
import { InventoryRowActions } from './inventory-row-actions';

/**
 * The component a QR label points at (`?component=N` on the details URL): shown expanded and highlighted
 * above the inventory, with the actions the user's roles allow, wherever it is in the paged list.
 */
export function LabelledComponent({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const componentNumber = labelledComponentNumber(useSearchParams()[0]);
  const found = useComponentByNumber(componentType.componentTypeId, componentNumber);
  if (componentNumber === null || found.isPending) return null;
  if (!found.data) {
    return (
      <Alert severity="warning">
        {t('{{type}} has no component No. {{number}}.', { type: componentType.componentName, number: componentNumber })}
      </Alert>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, px: 1, pt: 1 }}
    >
      <Typography variant="subtitle1" component="h2" id={headingId} sx={{ px: 1 }}>
        {t('Component No. {{number}}', { number: componentNumber })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { borderBottom: 0 } }}>
        <InventoryRow
          component={found.data}
          defaultExpanded
          actions={<InventoryRowActions component={found.data} componentTypeName={componentType.componentName} />}
        />
      </Box>
    </Box>
  );
}
