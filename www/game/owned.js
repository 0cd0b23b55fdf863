// Engine objects made for one job: `using` runs the job and frees the object
// after it, whether the job returns or throws. The one who made it is its one
// owner; nothing reads it once the job is done.

/**
 * Runs `job` on `object` (a wasm object made for this job alone) and frees it.
 * @template {{ free(): void }} O
 * @template R
 * @param {O} object
 * @param {(object: O) => R} job must not keep `object`, nor hand it on
 * @returns {R}
 */
export function using(object, job) {
  try {
    return job(object);
  } finally {
    object.free();
  }
}
