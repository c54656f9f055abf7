import { Paper, Typography } from '@mui/material';

export interface StatisticsFigureProps {
  label: string;
  value: string;
  /** What the value means when it is not a plain figure (none yet, say). */
  note?: string;
}

/** One figure of the lab, its name above it: a term and its value in the figures' list (`<dl>`). */
export function StatisticsFigure({ label, value, note }: StatisticsFigureProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h4" sx={{ m: 0 }}>
        {value}
      </Typography>
      {note && (
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
