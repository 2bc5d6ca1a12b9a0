// /table: the scheme list prototype; Edit and Delete do nothing and nothing is called (SPEC 2 and 7).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { schemeRows } from './schemeRows.ts';

const doNothing = () => undefined;

export const SchemeTable = () => (
  <Box sx={{ py: 3 }}>
    <Title title="Schemes" />
    <Typography variant="h5" component="h1" gutterBottom>
      Schemes
    </Typography>
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Schemes">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 70 }}>S.No.</TableCell>
            <TableCell>Scheme Name</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schemeRows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.schemeName}</TableCell>
              <TableCell>{row.lastUpdated}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" startIcon={<EditIcon />} onClick={doNothing}>
                  Edit
                </Button>
                <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={doNothing}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Box>
);
