/**
 * The public key license files are checked against (Ed25519, SPKI PEM), compiled into the kernel.
 *
 * This is the DEVELOPMENT key pair: its private half is in this repository
 * (kernel/test/license-fixtures/dev-private-key.pem, used by the tests and by
 * kernel/scripts/sign-license.mjs for demos). A vendor's build replaces this key with its own and
 * keeps the private key off the repository; a real deployment gets its license file from the vendor.
 */
export const LICENSE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAMGWOU+weiX0vw+/voUCLUwsT5AA8+uMWofghuC9tpwg=
-----END PUBLIC KEY-----
`;
