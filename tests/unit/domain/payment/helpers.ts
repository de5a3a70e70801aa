/** Small async helpers shared by this domain tests. */

export { deferred, flush, type Deferred } from '../../../support/async';
