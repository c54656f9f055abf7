import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
