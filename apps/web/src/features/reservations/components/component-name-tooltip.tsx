import { Box, Tooltip } from '@mui/material';
import { ComponentTypeSummary } from './component-type-summary';

export interface ComponentNameTooltipProps {
  componentTypeId: number;
  componentName: string;
}

/** The component's name; hovering or focusing it shows the type's image, location and categories. */
export function ComponentNameTooltip({ componentTypeId, componentName }: ComponentNameTooltipProps) {
  return (
    <Tooltip describeChild title={<ComponentTypeSummary componentTypeId={componentTypeId} />}>
      {/* Focusable so keyboard users can open the tooltip too. */}
      <Box
        component="span"
        tabIndex={0}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
      >
        {componentName}
      </Box>
    </Tooltip>
  );
}
