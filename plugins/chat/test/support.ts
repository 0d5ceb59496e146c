// The package's ./testing entry: its leak example joins the leak sweep (tests/access).
export { leakExample } from './leak-example.js';
