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
import { prototypeKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { schemeRows } from './schemeRows.ts';

const doNothing = () => undefined;

export const SchemeTable = () => {
  const text = useText();
  return (
    <Box sx={{ py: 3 }}>
      <Title title={prototypeKeys.schemes} />
      <Typography variant="h5" component="h1" gutterBottom>
        {text(prototypeKeys.schemes)}
      </Typography>
      <TableContainer component={Paper}>
        <Table size="small" aria-label={text(prototypeKeys.schemes)}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 70 }}>{text(prototypeKeys.serialNo)}</TableCell>
              <TableCell>{text(prototypeKeys.schemeName)}</TableCell>
              <TableCell>{text(prototypeKeys.lastUpdated)}</TableCell>
              <TableCell align="right">{text(prototypeKeys.action)}</TableCell>
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
                    {text(prototypeKeys.edit)}
                  </Button>
                  <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={doNothing}>
                    {text(prototypeKeys.delete)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
