// The package's ./testing entry: its leak example joins the leak sweep.
export { leakExample } from './leak-example.js';
