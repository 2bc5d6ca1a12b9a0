// The server's rules for this resource: those of every field worker (photo, site checks).
export { fieldWorkerExtension as extension } from '../../server/routes/fieldOps/fieldWorkerExtension.ts';
