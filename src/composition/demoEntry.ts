import { DemoChrome } from '../demo/DemoChrome';
import { demoModule } from './demoModule';

/** Loaded with a dynamic import on development hosts only. */
export const entry = { module: demoModule, Chrome: DemoChrome };
