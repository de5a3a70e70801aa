import { liveModule } from './liveModule';

/** Loaded with a dynamic import everywhere else: pulls in @twa-dev/sdk and axios. */
export const entry = { module: liveModule, Chrome: undefined };
