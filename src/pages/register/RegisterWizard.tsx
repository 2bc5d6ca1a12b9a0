// /register: the eight-step registration prototype. No checks and no calls (SPEC 2); nothing leaves the page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { Title } from 'react-admin';
import { PersonalInformationForm } from './PersonalInformationForm.tsx';
import { emptyPersonalInformation } from './personalInformation.ts';
import { nextStep, previousStep, steps, STEP_COUNT } from './registerSteps.ts';
import { prototypeKeys } from '../../i18n/appKeys.ts';
import { usePickerLocale } from '../../i18n/usePickerLocale.ts';
import { useText } from '../../i18n/useText.ts';

export const RegisterWizard = () => {
  const [active, setActive] = useState(0);
  // Held in memory only: the prototype never sends or stores what is typed, Aadhaar numbers above all.
  const [personal, setPersonal] = useState(emptyPersonalInformation);
  const step = steps[active];
  const text = useText();
  const labelOf = (s: (typeof steps)[number]) =>
    s.hasPersonalInformation
      ? text(prototypeKeys.personalInformation)
      : text(prototypeKeys.step, { number: s.number });
  const stepOf = text(prototypeKeys.stepOf, { number: step.number, count: STEP_COUNT });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} {...usePickerLocale()}>
      <Title title={prototypeKeys.registration} />
      <Box sx={{ py: 3, display: 'grid', gap: 3 }}>
        <Typography variant="h5" component="h1">
          {text(prototypeKeys.registration)}
        </Typography>
        <Stepper
          nonLinear
          activeStep={active}
          alternativeLabel
          aria-label={text(prototypeKeys.registrationSteps)}
          // Eight steps do not fit a phone: each keeps room for its label, and the row scrolls, not the page.
          sx={{ overflowX: 'auto', pb: 1, '& .MuiStep-root': { minWidth: 88 } }}
        >
          {steps.map((s, index) => (
            <Step key={s.number} completed={false}>
              <StepButton onClick={() => setActive(index)}>{labelOf(s)}</StepButton>
            </Step>
          ))}
        </Stepper>
        <Paper component="section" aria-label={stepOf} sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {`${stepOf}: ${labelOf(step)}`}
          </Typography>
          {step.hasPersonalInformation ? (
            <PersonalInformationForm values={personal} onChange={setPersonal} />
          ) : (
            <Typography color="text.secondary">{text(prototypeKeys.notYet)}</Typography>
          )}
        </Paper>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button variant="outlined" disabled={active === 0} onClick={() => setActive(previousStep)}>
            {text(prototypeKeys.previous)}
          </Button>
          <Button
            variant="contained"
            disabled={active === STEP_COUNT - 1}
            onClick={() => setActive(nextStep)}
          >
            {text(prototypeKeys.next)}
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
};
