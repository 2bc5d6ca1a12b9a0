// How many tasks V8 compiles WebAssembly in (PGlite's 9 MB, at every start of the embedded database).
import os from 'node:os';
import v8 from 'node:v8';

/**
 * V8 compiles WebAssembly on its background threads, by default in as many tasks as it has threads: on a small
 * machine they crowd out the threads starting the server (measured on 2 cores: a restart 1.4 s instead of 1.8 s with
 * one task). Set before the server's code is compiled too: V8 takes a code cache only under the flags it was made
 * with (server/startup/codeCache.ts). Setting it again is harmless.
 */
export function limitWasmCompilationTasks(): void {
  v8.setFlagsFromString(`--wasm-num-compilation-tasks=${Math.max(1, os.availableParallelism() - 1)}`);
}
