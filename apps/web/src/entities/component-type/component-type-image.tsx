import type { ComponentType } from '@labstock/shared';
import MemoryIcon from '@mui/icons-material/Memory';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The details carry the image inline (base64 JPEG); the list only its URL. */
export function componentTypeImageSource(componentType: ComponentType): string | null {
  return componentType.image ? `data:image/jpeg;base64,${componentType.image}` : componentType.imageUrl;
}

export interface ComponentTypeImageProps {
  componentType: ComponentType;
  sx?: SxProps<Theme>;
  /** Load at once, not when scrolled near: for the pictures the first screen shows (the LCP waits for them). */
  eager?: boolean;
}

/** The component type's picture, loaded lazily unless `eager`, or a neutral placeholder when it has none. */
export function ComponentTypeImage({ componentType, sx, eager = false }: ComponentTypeImageProps) {
  const { t } = useTranslation();
  const source = componentTypeImageSource(componentType);
  // action.hover: a faint frame in the light and in the dark theme alike.
  const frame = { width: '100%', aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'block' } as const;
  const extra = Array.isArray(sx) ? sx : [sx];
  if (!source) {
    return (
      <Box
        role="img"
        aria-label={t('{{name}} (no image)', { name: componentType.componentName })}
        sx={[frame, { display: 'grid', placeItems: 'center', color: 'text.secondary' }, ...extra]}
      >
        <MemoryIcon sx={{ fontSize: 64 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={source}
      alt={componentType.componentName}
      loading={eager ? 'eager' : 'lazy'}
      sx={[frame, { objectFit: 'contain' }, ...extra]}
    />
  );
}
