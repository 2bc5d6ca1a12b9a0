// Lets the embedded database's thread run one thing alone (a dump, which speaks to PostgreSQL on the one
// connection the queries use): it waits for the open transactions and queries to end, and holds new ones until
// it has ended.

export interface WorkerGate {
  /** Counts one transaction or query as under way until `leave`; waits while something runs alone. */
  enter(): Promise<void>;
  leave(): void;
  /** Runs `step` once nothing else is under way, none starting until it ends. */
  alone<T>(step: () => Promise<T>): Promise<T>;
}

export function workerGate(): WorkerGate {
  let underWay = 0;
  let nothingUnderWay: (() => void) | undefined;
  let closed: Promise<void> | undefined;
  return {
    async enter() {
      // Checked and counted in one step: nothing may close the gate in between.
      while (closed) await closed;
      underWay++;
    },
    leave() {
      underWay--;
      if (underWay === 0) nothingUnderWay?.();
    },
    async alone(step) {
      while (closed) await closed;
      let open = () => {};
      closed = new Promise((resolve) => (open = resolve));
      try {
        while (underWay > 0) await new Promise<void>((resolve) => (nothingUnderWay = resolve));
        return await step();
      } finally {
        closed = undefined;
        nothingUnderWay = undefined;
        open();
      }
    },
  };
}
