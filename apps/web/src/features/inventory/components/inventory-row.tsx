import type { Component } from '@labstock/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, Collapse, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentFacts } from './component-facts';
import { ComponentHistory } from './component-history';
import { ComponentStatusChip } from './component-status-chip';

export interface InventoryRowProps {
  component: Component;
  /** The buttons the user's role gets for this component. */
  actions?: ReactNode;
  /** Opens with its details shown (the component a QR label points at). */
  defaultExpanded?: boolean;
}

/** One component: number, status, the faults reported on it and actions, expanding to its details and current loan. */
export function InventoryRow({ component, actions, defaultExpanded = false }: InventoryRowProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
        <IconButton
          aria-label={t('Details of component {{number}}', { number: component.componentNumber })}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((shown) => !shown)}
        >
          <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
        <Typography sx={{ minWidth: 64 }}>{t('No. {{number}}', { number: component.componentNumber })}</Typography>
        <ComponentStatusChip status={component.status} />
        {component.openFaults > 0 && (
          <Chip
            label={t('{{count}} fault(s) reported', { count: component.openFaults })}
            color="warning"
            size="small"
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      <Collapse in={expanded} id={detailsId} unmountOnExit>
        <ComponentFacts component={component} />
        <ComponentHistory component={component} />
      </Collapse>
    </Box>
  );
}
