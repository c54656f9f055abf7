import { COMPONENT_INFO_CLAMP_LINES, type ComponentType } from '@labstock/shared';
import { Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { AvailabilityLabel, isReservable } from '../../../entities/component-type/availability-label';
import { ComponentTypeImage } from '../../../entities/component-type/component-type-image';
import { LowStockMark } from '../../../entities/component-type/low-stock-mark';
import { ReserveButton } from '../../../entities/component-type/reserve-button';

export interface ComponentTypeCardProps {
  componentType: ComponentType;
  /** The user is a Loaner: Reserve shows when the type can be reserved (spec §5). */
  canReserve: boolean;
  /** The card is among the first the screen shows: its picture loads at once. */
  eager?: boolean;
}

/** One component type in the browse grid; the card opens its details dialog over the list. */
export function ComponentTypeCard({ componentType, canReserve, eager }: ComponentTypeCardProps) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={Link}
        to={`/Components/details/${componentType.componentTypeId}`}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ComponentTypeImage componentType={componentType} sx={{ aspectRatio: '16 / 10' }} eager={eager} />
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {componentType.componentName}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: COMPONENT_INFO_CLAMP_LINES,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {componentType.componentInfo}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between', minHeight: 52 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <AvailabilityLabel componentType={componentType} />
          <LowStockMark componentType={componentType} />
        </Stack>
        {canReserve && isReservable(componentType) && <ReserveButton componentType={componentType} />}
      </CardActions>
    </Card>
  );
}
