// The server's answer to a failed login, shared so the login page can show it in the chosen language.

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
