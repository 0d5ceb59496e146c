// The package's ./testing entry: the archive's leak example joins the leak sweep.
export { leakExample } from './leak-example.js';
