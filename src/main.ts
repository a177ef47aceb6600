import { runProcess } from './process-main.js';
import { startServer } from './server.js';

/** `npm start`: the service on the embedded profile unless EVENTSTORE_URL / MONGODB_URL say otherwise. */
runProcess(startServer);
