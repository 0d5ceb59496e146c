// The package's ./testing entry: the real WordPress rig, for the browser suite (posts.spec.ts).
// Posts are seen by the roles alone, so there is no leak-sweep example.
export { startWordPress, type WordPress } from './wordpress.js';
