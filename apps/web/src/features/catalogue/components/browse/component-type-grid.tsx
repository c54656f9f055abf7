import type { ComponentType } from '@labstock/shared';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ComponentTypeCard } from './component-type-card';

/** Cards whose pictures load at once: the first two rows of a wide screen, all a first screen shows. */
const EAGER_CARDS = 8;

export interface ComponentTypeGridProps {
  componentTypes: readonly ComponentType[];
  canReserve: boolean;
}

/** As many card columns as fit: one on a phone, several on wider screens. */
export function ComponentTypeGrid({ componentTypes, canReserve }: ComponentTypeGridProps) {
  const { t } = useTranslation();
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
      {componentTypes.map((componentType, index) => (
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
