/**
 * The databases a database suite runs on. The test runner runs every suite once per database by
 * setting LAUDA_TEST_DB; a suite that boots kernels just reads it through startTestKernel.
 */
export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
