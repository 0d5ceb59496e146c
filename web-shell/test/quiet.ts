/** Mutes the console during a suite (the code under test logs what it skips or fails on purpose). */
export function quietConsole(): void {
  const saved = { warn: console.warn, error: console.error };
  before(() => {
    console.warn = () => undefined;
    console.error = () => undefined;
  });
  after(() => Object.assign(console, saved));
}
