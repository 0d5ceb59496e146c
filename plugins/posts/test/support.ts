// The package's ./testing entry: posts are seen by the roles alone (no leak example needed).
export {};
