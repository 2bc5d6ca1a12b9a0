// The first administrator the browser suite's server is started with.
export const e2eAdmin = { email: 'admin@outreach.test', password: 'e2e-secret' };
