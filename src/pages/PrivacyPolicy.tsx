// The public privacy-policy page: reachable signed in or not.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_POLICY_DATE, privacyPolicySections } from './privacyPolicyText.ts';

export const PrivacyPolicy = () => (
  <Container component="main" maxWidth="md" sx={{ py: 5 }}>
    <Typography variant="h4" component="h1" gutterBottom>
      Privacy Policy
    </Typography>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      Last updated: {PRIVACY_POLICY_DATE}
    </Typography>
    {privacyPolicySections.map((section) => (
      <Box component="section" key={section.heading} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {section.heading}
        </Typography>
        {section.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    ))}
    <Link component={RouterLink} to="/login" underline="hover">
      Back
    </Link>
  </Container>
);
