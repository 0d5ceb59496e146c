import { dismissDesktopOffer, signIn } from './support.js';

/** Signs in as another person: the previous one's session cookie goes first; then the desktop offer is put aside. */
export async function signInAs(b: WebdriverIO.Browser, url: string, username: string): Promise<void> {
  await b.url(`${url}/login`);
  await b.deleteCookies();
  await signIn(b, url, username);
  await dismissDesktopOffer(b, 6000);
}
