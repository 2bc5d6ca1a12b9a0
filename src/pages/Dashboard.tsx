// The dashboard page; its content is not specified yet.
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

export const Dashboard = () => (
  <>
    <Title title="Dashboard" />
    <Typography variant="h5" component="h1" sx={{ py: 3 }}>
      Dashboard
    </Typography>
  </>
);
