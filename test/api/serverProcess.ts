// The real server process (`server/main.ts` through tsx) for the tests that need one: its own environment, its
// URL once it prints its sign-in line, everything it printed, and its exit.
import { spawn } from 'node:child_process';

export interface ServerProcess {
  url: string;
  output(): string;
  /** Settles with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

const startProcess = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, output: () => output, exited };
};

/** Starts the server and waits for its sign-in line (the server listens, its database migrated and seeded). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exited } = startProcess(env);
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then(() => reject(new Error(`The server exited:\n${output()}`)));
    child.stdout.on('data', () => {
      const match = /open (http:\/\/\S+?)\/ and sign in/.exec(output());
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { url, output, exited, stop, kill: (signal) => child.kill(signal) };
}

/** Runs the server to its exit (a start it refuses): its exit code and everything it printed. */
export async function runServerToExit(env: Record<string, string>) {
  const { output, exited } = startProcess(env);
  return { code: await exited, output: output() };
}
