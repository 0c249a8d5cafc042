/**
 * The clients' own addresses. Linux routes the whole of 127.0.0.0/8 to the loopback interface,
 * so a client may bind any of its addresses as its local address with no setup, and the server
 * then sees each group of clients come from an address of its own, as people at home would: a
 * load run keeps the server's limits per address at their defaults. The honest clients and the
 * abusers of the abuse run draw from separate ranges, so the two never share an address.
 */

/** Where a range of addresses begins: 127.<first>.0.1. */
export const HONEST_RANGE = 1;
export const ABUSER_RANGE = 200;

/** Host parts 1 to 254 of each /24: never a .0 or .255. */
const HOSTS = 254;
const PER_SECOND_OCTET = HOSTS * 256;

/** The n-th address of the range that begins at 127.<first>.0.1 (n from 0). */
export const loopbackAddress = (n: number, first = HONEST_RANGE): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`no address number ${n}`);
  const a = first + Math.floor(n / PER_SECOND_OCTET);
  if (a > 255) throw new RangeError(`address number ${n} is past 127.255.255.254`);
  const b = Math.floor(n / HOSTS) % 256;
  const c = (n % HOSTS) + 1;
  return `127.${a}.${b}.${c}`;
};

/** The address of the client numbered `client`, `perAddress` clients to an address. */
export const clientAddress = (client: number, perAddress: number, first = HONEST_RANGE): string =>
  loopbackAddress(Math.floor(client / perAddress), first);
