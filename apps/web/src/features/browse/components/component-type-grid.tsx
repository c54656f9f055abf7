import type { ComponentType } from '@labstock/shared';
import { Box } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentTypeCard } from './component-type-card';

/** Cards whose pictures load at once: the first two rows of a wide screen, all a first screen shows. */
const EAGER_CARDS = 8;
/** Cards of the first render: a full HD screen's worth; the rest of a page follows in a background render. */
const FIRST_CARDS = 24;

export interface ComponentTypeGridProps {
  componentTypes: readonly ComponentType[];
  canReserve: boolean;
}

/** As many card columns as fit: one on a phone, several on wider screens. */
export function ComponentTypeGrid({ componentTypes, canReserve }: ComponentTypeGridProps) {
  const { t } = useTranslation();
  // False in the grid's first render only, then true in a background (interruptible) render: the first screen
  // paints without waiting for the cards below it. Later pages render whole at once.
  const renderAll = useDeferredValue(true, false);
  const shown = renderAll ? componentTypes : componentTypes.slice(0, FIRST_CARDS);
  return (
    <Box
      component="ul"
      aria-label={t('Component types')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {shown.map((componentType, index) => (
        <ComponentTypeCard
          key={componentType.componentTypeId}
          componentType={componentType}
          canReserve={canReserve}
          eager={index < EAGER_CARDS}
        />
      ))}
    </Box>
  );
}
